#pragma once
// Stage coverage of a registered kernel: which of its stages decided each
// generated case.
//
// A kernel with fast paths (a filter that decides most inputs and hands the
// rest to a slower exact stage) calls stage_reached at the point where each
// stage decides, and registers the list of its stage names
// (VariantSpec::declare_stages). The gate then prints, per variant and
// property, how many judged cases reached each stage, and fails a run of the
// default budget in which a declared stage decided fewer than
// kStageMinimumPer10000 cases of every property, unless the variant declared
// it rare with the regime that reaches it (VariantSpec::declare_rare_stage).
//
// The bundled robust kernels mark their stages with CC_STAGE
// (kernels/robust/stage.h), which costs nothing unless the including
// translation unit defines CC_TRACE_STAGES.

namespace collide_check {

/// Records that the kernel being judged passed the stage marker `stage`, a
/// string with static storage duration (a literal). Outside a kernel call
/// the checker makes, it does nothing. Each stage counts once per case.
void stage_reached(const char* stage) noexcept;

/// A stage must decide at least this many cases in some property's run of
/// 10,000 cases (scaled for other budgets).
inline constexpr int kStageMinimumPer10000 = 100;

}  // namespace collide_check
