#pragma once
// The floating-point environment the robust kernels and kernels/detail/ assume:
// IEEE 754 binary32/binary64 arithmetic, round to nearest even, every operation
// rounded exactly once as written. Included first by every header in
// kernels/robust/ and kernels/detail/, so that a build that breaks those
// assumptions stops here instead of returning wrong signs.
//
// -ffast-math reassociates sums, assumes no NaN or infinity and may flush
// subnormals to zero: the error-free transformations (TwoSum, TwoProduct) and
// the exact signs built on them no longer hold.
//
// Contraction of a * b + c into one fused multiply-add rounds once where the
// source rounds twice: TwoProduct's error term and the stated error bounds are
// derived for the source as written. The compiler does not say whether it
// contracts (GCC contracts by default when the target has FMA), so on such a
// target the build must state that it compiles with -ffp-contract=off by
// defining COLLIDE_CHECK_FP_CONTRACT_OFF; the CMake target
// collide_check::kernels does both.

#if defined(__FAST_MATH__)
#error "collide-check kernels: -ffast-math breaks the error-free transformations and exact signs (reassociation, no NaN or infinity, subnormals flushed to zero); compile with -fno-fast-math"
#endif

#if (defined(__FMA__) || defined(__ARM_FEATURE_FMA) || defined(__FP_FAST_FMA)) && \
    !defined(COLLIDE_CHECK_FP_CONTRACT_OFF)
#error "collide-check kernels: the target has hardware FMA, and a contracted a * b + c breaks the error-free transformations and error bounds; compile with -ffp-contract=off and define COLLIDE_CHECK_FP_CONTRACT_OFF (the CMake target collide_check::kernels does both)"
#endif
