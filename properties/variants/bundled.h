#pragma once
// The bundled variants, one registration function per family; together they
// are collide_check::register_bundled_variants().

#include <array>
#include <cmath>
#include <initializer_list>
#include <type_traits>

#include "../../include/collide_check/contract.h"
#include "../../include/collide_check/variant.h"

namespace collide_check::bundled {

/// One per family of properties/families.txt, defined in properties/<family>/variants.cpp: register_point_point() and so on.
#define COLLIDE_CHECK_EACH_FAMILY(name) void register_##name();
#include <collide_check/families.inc>
#undef COLLIDE_CHECK_EACH_FAMILY

/// A kernel header's bound c on | |n|^2 - 1 | (an absolute term) as the
/// contract's "normal_length" bound L on | |n| - 1 |, no looser:
/// L = sqrt(1 + c) - 1 rounded down gives (1 + L)^2 <= 1 + c and (1 - L)^2 >= 1 - c.
inline ErrorBound unit_length_bound(const ErrorBound& squared) {
  const double c = squared.terms[0].coefficient;
  const double L = std::nextafter(std::sqrt(1 + c) - 1, 0.0);
  return bound::absolute(L);
}

/// A stage of a bundled robust kernel that generation reaches too seldom for
/// the coverage rule, and the regime that reaches it.
struct RareStageIn {
  const char* stage;
  const char* regime;
};

/// `spec` with its kernel's rare stages at T declared (`for_float` or
/// `for_double`), each for the reason `why`; the kernel's header says more.
template <class T>
VariantSpec with_rare_stages(VariantSpec spec, const char* why, std::initializer_list<RareStageIn> for_float,
                             std::initializer_list<RareStageIn> for_double) {
  for (const RareStageIn& r : std::is_same_v<T, float> ? for_float : for_double)
    spec.declare_rare_stage(r.stage, r.regime, why);
  return spec;
}

/// The exact maps of exact_transform_invariant on one point (a Vec2 of any
/// scalar, the rounding probe's included): the three 90-degree rotations,
/// the two mirrors, the transposition, and scaling by 2^-7 and by 2^9. For the
/// flaw classes that ask how a seed rounds on a query's images.
template <class P>
std::array<P (*)(P), 8> exact_point_maps() {
  return {[](P p) { return P{-p.y, p.x}; },  [](P p) { return P{-p.x, -p.y}; },
          [](P p) { return P{p.y, -p.x}; },  [](P p) { return P{-p.x, p.y}; },
          [](P p) { return P{p.x, -p.y}; },  [](P p) { return P{p.y, p.x}; },
          [](P p) { return P{p.x * 0x1p-7, p.y * 0x1p-7}; }, [](P p) { return P{p.x * 0x1p9, p.y * 0x1p9}; }};
}

}  // namespace collide_check::bundled
