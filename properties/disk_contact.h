#pragma once
// The spec shared by circle_capsule and circle_convex: a disk A against a
// rounded convex core B, answered by a ShapeContact (kernels/shape_contact.h).
// DiskContactSpec<Tag, Shape, Spec> takes the public tag, a Shape policy with
// what differs, and the family's spec that derives from it (Spec):
//
//   static oracle::ConvexCore core(const Input<double>&);  // B's merged core
//   static double core_radius(const Input<double>&);       // B's radius
//   template <class T> static Input<T> transformed(Input<T>, const PlaneTransform<T>&);
//   static std::string show_shape(const std::vector<double>& values, std::string (*f)(double));
//
// (values 0..2 are the disk's c.x, c.y, r). The oracle is
// oracle/disk_convex.h; kinds are the contact classes themselves, so band
// contracts are supported (separation_sign).

#include <optional>
#include <string>
#include <vector>

#include "../include/collide_check/shape_contact.h"
#include "../oracle/disk_convex.h"
#include "../oracle/reference.h"
#include "common.h"
#include "contact_kinds.h"
#include "family.h"
#include "format.h"
#include "generic/decisions.h"
#include "generic/invariance.h"
#include "generic/plane_maps.h"
#include "generic/sweeps.h"
#include "generic/values.h"

namespace cc::check::disk_contact {

template <class Tag, class Shape, class Spec>
struct DiskContactSpec : Tag, ContactKinds {
  template <class T>
  using Input = typename Tag::template Input<T>;
  using Kind = ContactKind;
  using Exact = oracle::DiskConvexExact;
  using Self = Spec;

  template <class T>
  static Kind kind(const ShapeContact<T>& r) { return r.kind; }
  static Kind kind(const Exact& e) { return e.kind; }

  static std::string show_input(const std::vector<double>& v, std::string (*f)(double)) {
    return "A=(" + f(v[0]) + ", " + f(v[1]) + ") r " + f(v[2]) + "  B=" + Shape::show_shape(v, f);
  }
  template <class T>
  static std::string show(const ShapeContact<T>& r) {
    std::string s = kind_name<Self>(r.kind);
    if (r.kind != Kind::invalid_input)
      s += " normal=(" + hex(r.normal.x) + ", " + hex(r.normal.y) + ") separation=" + hex_and_decimal(r.separation);
    return s;
  }
  static std::string show(const Exact& e) {
    std::string s = kind_name<Self>(e.kind);
    if (e.kind == Kind::invalid_input) return s;
    s += " separation=" + e.separation.str() + " ~ " + decimal(oracle::nearest_double(e.separation));
    if (e.normal)
      s += " normal~(" + decimal(oracle::nearest_double((*e.normal)[0])) + ", " +
           decimal(oracle::nearest_double((*e.normal)[1])) + ")";
    else
      s += " normal not unique";
    return s;
  }
  template <class T>
  static nlohmann::json json(const ShapeContact<T>& r) {
    nlohmann::json j{{"kind", kind_name<Self>(r.kind)}};
    if (r.kind != Kind::invalid_input) {
      j["normal"] = {hex(r.normal.x), hex(r.normal.y)};
      j["separation"] = hex(r.separation);
    }
    return j;
  }
  static nlohmann::json json(const Exact& e) {
    nlohmann::json j{{"kind", kind_name<Self>(e.kind)}};
    if (e.kind == Kind::invalid_input) return j;
    j["separation"] = e.separation.str();
    if (e.normal) j["normal"] = {(*e.normal)[0].str(), (*e.normal)[1].str()};
    return j;
  }

  /// Finite values, radii >= 0 and a valid core.
  static bool valid(const Input<double>& in) {
    if (!check::all_finite(values_of<Self, double>(in)) || in.A.r < 0 || Shape::core_radius(in) < 0) return false;
    return oracle::convex_core_valid(Shape::core(in), oracle::disk_convex_stats());
  }
  static Exact exact(const Input<double>& in) {
    if (!valid(in)) return {};
    return oracle::disk_convex_exact(in.A.c, in.A.r, Shape::core(in), Shape::core_radius(in));
  }
  static Kind exact_kind(const Input<double>& in) {
    if (!valid(in)) return Kind::invalid_input;
    return oracle::disk_convex_kind(in.A.c, in.A.r, Shape::core(in), Shape::core_radius(in));
  }
  static oracle::FilterStats& filter_stats() { return oracle::disk_convex_stats(); }
  static Contact exact_contact(const Input<double>& in) {
    return contact_of(exact_kind(in));
  }
  /// The sign of (separation - offset), exactly.
  static int separation_sign(const Input<double>& in, const oracle::Rational& offset) {
    const Exact e = exact(in);
    return oracle::sign(oracle::RootNumber(oracle::Rational(e.separation.a - offset), e.separation.b, e.separation.d));
  }

  template <class T>
  static std::vector<double> coordinates(const std::string& component, const ShapeContact<T>& r) {
    if (r.kind == Kind::invalid_input) return {};
    if (component == "normal") return {r.normal.x, r.normal.y};
    return {r.separation};
  }
  /// The normal where it is unique (none: the value properties are vacuous).
  static std::vector<oracle::RootNumber> exact_coordinates(const std::string& component, const Input<double>&,
                                                           const Exact& e, const std::vector<double>&) {
    if (e.kind == Kind::invalid_input) return {};
    if (component == "normal") {
      if (!e.normal) return {};
      return {(*e.normal)[0], (*e.normal)[1]};
    }
    return {e.separation};
  }

  /// L for per_length bounds of the normal: the distance from A's centre to
  /// B's core boundary, |separation + A.r + B.r| (a normal from the centre's
  /// nearest point is conditioned by it; 0 on the boundary, where such a
  /// bound judges nothing).
  static std::optional<oracle::Real> bound_length(const std::string& component, const Input<double>& in,
                                                  const Exact& e) {
    if (component != "normal" || e.kind == Kind::invalid_input) return std::nullopt;
    const oracle::Real reach =
        oracle::to_real(oracle::Rational(oracle::exact(in.A.r) + oracle::exact(Shape::core_radius(in))));
    return boost::multiprecision::abs(oracle::to_real(e.separation) + reach);
  }

  static bool value_not_unique(const std::string& component, const Input<double>&, const Exact& e) {
    return component == "normal" && e.kind != Kind::invalid_input && !e.normal;
  }

  /// Whether the exact normal of a (T-valued) input is unique: maps compare
  /// normals only there.
  template <class T>
  static bool normal_unique(const Input<T>& in) {
    const auto wide = widen<Self, T>(in);
    if (!valid(wide)) return true;
    // Every map of a case asks it of the same input (recent_answers.h).
    thread_local RecentAnswers<bool> recent;
    return recent.get(values_of<Self, double>(wide), [&](const Values&) { return exact(wide).normal.has_value(); });
  }

  /// The exact maps of the plane: the disk and the shape mapped (a mirror
  /// keeps B counterclockwise, Shape::transformed), the normal turned with
  /// them, the separation scaled.
  template <class T>
  static auto plane_maps() {
    auto out = generic::plane_maps<Self, T>(
        "exact_transform_invariant", [](const Input<T>& in, const PlaneTransform<T>& t) { return Shape::transformed(in, t); },
        [](ShapeContact<T> r, const PlaneTransform<T>& t) {
          r.normal = t.direction(r.normal);
          r.separation = t.length(r.separation);
          return r;
        });
    for (auto& m : out)
      m.compares = [](const std::string& component, const Input<T>& in, const ShapeContact<T>&) {
        return component != "normal" || normal_unique(in);
      };
    return out;
  }

  /// The value and decision properties every disk family lists.
  template <class T>
  static auto value_properties(const std::vector<std::string>& finite) {
    std::vector<PropertyDef<Self, T>> ps;
    ps.push_back(generic::decision_agrees_with_oracle<Self, T>(finite));
    ps.push_back(generic::value_within_contract<Self, T>("normal", finite));
    ps.push_back(generic::value_within_contract<Self, T>("separation", finite));
    ps.push_back(generic::normal_unit_and_oriented<Self, T>(finite));
    return ps;
  }
};

/// A tangent case of a disk family moved off its tangency: the centre's x or
/// y, A.r or B.r (drawn), by 1 to 3 ulps either way (a radius never below 0).
template <class In, class T>
In nudged_off_touching(In in, gen::Draw<T>& d) {
  const int which = d.index(4), k = static_cast<int>(d.small_signed(3));
  T* values[] = {&in.A.c.x, &in.A.c.y, &in.A.r, &in.B.r};
  *values[which] = gen::ulps_away(*values[which], k == 0 ? 1 : k);
  if (*values[which] < 0 && which >= 2) *values[which] = 0;
  return in;
}

}  // namespace cc::check::disk_contact
