#pragma once
// The contract, applied to a described family (properties/description.h):
// what a variant may answer on an input under its band and touching rule, the
// confirmation of the oracle's kind before a failure stands, and the judgement
// of one value component. Every generic property judges through these, so a
// contract means the same thing in every family. The arithmetic of bounds is
// in properties/judge.h.

#include <string>
#include <vector>

#include "../description.h"
#include "../judge.h"
#include "property.h"

namespace cc::check {

/// The two-line input header of a failure message: hex (exact), then the
/// shortest decimal that reads back as the scalar's value (a float's "0.17",
/// not its double expansion).
std::string input_header(const FamilyDescription& f, Scalar scalar, const Values& in);

/// The variant's answer as it gave it: a variant that reports only hit or
/// miss (hit_only) shows "hit" or "miss", not a result of the family's with
/// values it never computed.
std::string shown_result(const FamilyDescription& f, const VariantInfo& info, const Answer& r);

/// "input ...\n  variant: <result>\n  <label>: <text>" for a failure message.
std::string failure_text(const FamilyDescription& f, const Variant& v, const Values& in, const Answer& r,
                         const std::string& label, const std::string& text);

/// The allowed answers on a valid input under `c`. `exact_kind` is the
/// oracle's kind (the caller usually has it already).
Allowed<int> allowed_answers(const FamilyDescription& f, const Contract& c, const Values& in, int exact_kind);

/// Confirms the filtered oracle's kind `filtered` on a valid input before a
/// verdict against a variant rests on it: the exact path alone
/// (oracle::Evaluation::exact_only) and the kind of the exact answer (what
/// `eval` prints and values are measured against) must give the same kind.
/// Throws OracleDisagreement with `case_text` otherwise. Costs two exact
/// evaluations, so callers confirm failures, not passes.
void confirm_oracle_kind(const FamilyDescription& f, const Values& in, int filtered, const std::string& case_text);

/// The variant's coordinates of `component` against the exact ones, under its
/// bound. `vacuous` when there is nothing to compare. `exact`: the exact answer
/// of `in` when the caller has it (null: computed here).
Verdict judge_component(const FamilyDescription& f, const Variant& v, const Values& in, const Answer& r,
                        const std::string& component, const std::string& label = "oracle",
                        const ExactAnswer* exact = nullptr);

/// The length L of per_length bounds, when the family defines one.
std::optional<Real> bound_length(const FamilyDescription& f, const std::string& component, const Values& in,
                                 const ExactAnswer& e);

/// The value of bound `b` at `at`, for a variant of scalar `s`.
Real bound_value(Scalar s, const collide_check::ErrorBound& b, const BoundAt& at);

}  // namespace cc::check
