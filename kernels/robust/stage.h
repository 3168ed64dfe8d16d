#pragma once
// Stage markers of the robust kernels.
//
// A robust kernel decides most calls in a cheap stage (a filter, a fast path)
// and hands the rest on. CC_STAGE("name") marks the point where one stage
// decides; the names a kernel uses are listed in its header beside its bounds
// (e.g. robust::SegmentSegmentStages<T>::names), so that a stage no input
// reaches is seen too.
//
// By default a marker is nothing: the kernels a game copies carry no counter.
// A translation unit that defines CC_TRACE_STAGES before including a robust
// kernel (the checker's registrations of the bundled robust variants) gets
// markers that report to collide_check::stage_reached, and gets its kernels in
// the inline namespace `traced`, so a traced and a plain copy of the same
// kernel never share a symbol in one program.

#if defined(CC_TRACE_STAGES)
namespace collide_check {
/// Records that the kernel being judged passed the stage marker `stage` (a
/// string literal); nothing outside a judged kernel call. Defined by the
/// checker library (include/collide_check/stages.h).
void stage_reached(const char* stage) noexcept;
}  // namespace collide_check
#define CC_STAGE(name) ::collide_check::stage_reached(name)
#define CC_ROBUST_ABI traced
#else
#define CC_STAGE(name) static_cast<void>(0)
#define CC_ROBUST_ABI plain
#endif
