#pragma once
// swept_circle_segment: when does a moving circle first touch a static segment?
//
// The circle (A) has radius r; its center moves linearly from C0 (t = 0) to C1
// (t = 1). The segment (B) is closed, from P1 to P2. Results follow
// kernels/sweep.h. Equivalently the center sweeps against the capsule of
// radius r around the segment: the first contact is with the segment's
// interior (the line contact of kernels/swept_circle_line.h, kept when its
// foot lies between the endpoints) or with an endpoint (a moving circle
// against a point: |C0 + t (C1 - C0) - E|^2 = r^2, the earlier root).
//
// Variants (the seed transcription in seeds/swept_circle_segment.h,
// the robust kernel in robust/swept_circle_segment.h):
//   seed002_capsule  the capsule reading of 002_8da84774eab6982e.txt's comments
//                    (§Predicting collisions between a circle and a line,
//                    commenters Mark and Seb), one-sided like seed002;
//   robust           two-sided, exact decisions, t a certified lower bound.
//
// Conventions of the robust variant (those of swept_circle_line, plus):
//   - a zero-length segment (P1 == P2) is a point: only endpoint contacts;
//   - an endpoint contact reports point = the endpoint exactly and normal =
//     (C(t) - E) / r, from the endpoint toward the center; for r == 0 the
//     normal is -(C1 - C0) / |C1 - C0| (against the motion);
//   - start overlap (distance of C0 to the segment <= r): t = 0, point = the
//     nearest point of the segment to C0, normal from it toward C0; when C0 is
//     that point, N of swept_circle_line (or (0, 1) for a zero-length segment);
//   - ties: the interior before P1 before P2 (a tie of interior and endpoint
//     is a contact at the endpoint with the same point and normal);
//   - NaN, infinities and r < 0 give invalid_input.

#include "sweep.h"
#include "vec2.h"
