#pragma once
// swept_circle_line: when does a moving circle first touch a static line?
//
// The circle (A) has radius r; its center moves linearly from C0 (t = 0) to C1
// (t = 1). The line (B) is the infinite line through P1 and P2. Results follow
// kernels/sweep.h: t is the first time in [0, 1] at which the circle touches the
// line, `point` the contact point on the line at time t, `normal` the unit
// normal of the line pointing from the line toward the circle's center.
//
// Variants (the seed transcription in seeds/swept_circle_line.h,
// the robust kernel in robust/swept_circle_line.h):
//   seed002  the one-sided prediction of 002_8da84774eab6982e.txt
//            §Predicting collisions between a circle and a line, with the
//            distance of §Shortest distance between a line and a circle,
//            transcribed as written;
//   robust   two-sided, exact decisions, t a certified lower bound of t*.
//
// Conventions of the robust variant:
//   - touching counts: a circle at distance exactly r is in contact;
//   - the normal of the line is N = (-(P2 - P1).y, (P2 - P1).x) / |P2 - P1|,
//     the "right-hand normal" of 002's comments (James: "right norma: rx = -dy,
//     ry = dx"; Aaron Steed: "line.rx is the right hand normal of the line"),
//     which is the left-hand one in a y-up frame; sigma = +1 when C0 lies on
//     N's side or on the line, -1 otherwise; the reported normal is sigma N;
//   - start overlap (distance of C0 to the line <= r, touching included): hit at
//     t = 0, point = the foot of the perpendicular from C0 on the line, normal
//     sigma N (N itself when C0 lies exactly on the line);
//   - motion parallel to the line, or no motion: a miss unless start overlap;
//   - P1 == P2 (no line through one point is singled out): invalid_input, as
//     are NaN, infinities and r < 0 (r == 0 is a moving point).

#include "sweep.h"
#include "vec2.h"
