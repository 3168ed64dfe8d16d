// The bundled variants of swept_polygon_polygon, registered through the public
// API: the seed transcription with its declared flaws, and the robust kernel
// with the bounds its header exports.

#include "../../include/collide_check/swept_polygon_polygon.h"
#include "../../kernels/robust/swept_polygon_polygon.h"
#include "../../kernels/seeds/swept_polygon_polygon.h"
#include "../../oracle/swept_polygon_polygon.h"
#include "../variants/bundled.h"

namespace collide_check::bundled {
namespace {

using Query = SweptPolygonPolygon<double>;

/// seed003 runs the article's point/moving-segment test on each of the 18
/// vertex/edge pairs with the moved positions p + vp, l1 + vl, l2 + vl computed
/// in T. For a translating pair the article's quadratic coefficient
///   a = (l3.y + l2.y - l1.y - l4.y) (p2.x + l2.x - p1.x - l4.x) - (p2.y + l2.y - p1.y - l4.y) (l3.x + l2.x - l1.x - l4.x)
/// is exactly 0 (l3 - l1 == l4 - l2), and so is its evaluation in T unless a
/// moved position or a partial sum rounds. True when, for some pair, it does
/// not evaluate to 0: the quadratic's roots are then rounding noise.
template <class T>
bool article_a_is_a_residue(const Query& q) {
  auto n = [](Vec2<double> p) { return Vec2<T>{static_cast<T>(p.x), static_cast<T>(p.y)}; };
  const Vec2<T> A[3] = {n(q.a[0]), n(q.a[1]), n(q.a[2])}, B[3] = {n(q.b[0]), n(q.b[1]), n(q.b[2])};
  const Vec2<T> va = n(q.va), vb = n(q.vb);
  auto residue = [](Vec2<T> p, Vec2<T> vp, Vec2<T> l1, Vec2<T> l2, Vec2<T> vl) {
    const Vec2<T> p2 = p + vp, l3 = l1 + vl, l4 = l2 + vl;
    const T a = (l3.y + l2.y - l1.y - l4.y) * (p2.x + l2.x - p.x - l4.x) -
                (p2.y + l2.y - p.y - l4.y) * (l3.x + l2.x - l1.x - l4.x);
    return a != 0;
  };
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j)
      if (residue(A[i], va, B[j], B[(j + 1) % 3], vb) || residue(B[i], vb, A[j], A[(j + 1) % 3], va)) return true;
  return false;
}

/// The same on the query or on its image under one of the exact maps of
/// exact_transform_invariant (90-degree rotations, mirrors, transposition,
/// scaling by 2^-7 and 2^9): a scaled image can keep a residue that
/// underflows to 0 at the query's own scale, or the reverse.
template <class T>
bool article_a_is_a_residue_mapped(const Query& q) {
  const auto image = [&q](Vec2<double> (*m)(Vec2<double>)) {
    return Query{{m(q.a[0]), m(q.a[1]), m(q.a[2])}, m(q.va), {m(q.b[0]), m(q.b[1]), m(q.b[2])}, m(q.vb)};
  };
  if (article_a_is_a_residue<T>(q)) return true;
  for (auto m : exact_point_maps<Vec2<double>>())
    if (article_a_is_a_residue<T>(image(m))) return true;
  return false;
}

template <class T>
Contract robust_contract() {
  using B = cc::robust::SweptPolygonPolygonBounds<T>;
  Contract c;
  c.bound("t", B::t).bound("point", B::point, B::point_norm).bound("normal", B::normal, B::normal_norm);
  c.bound("normal_length", B::normal_length);
  c.note = "point: within its bound of the set the triangles share at t*; normal: that of an earliest vertex/edge "
           "pair whose edge has positive length, (0, 0) when there is none (a start overlap without a vertex on an "
           "edge, or only zero-length edges)";
  return c;
}

template <class T>
void register_at() {
  const Contract held = robust_contract<T>();
  const auto call = [](auto f) { return [f](const SweptPolygonPolygon<T>& q) { return f(q); }; };
  const InputClass touch = when<swept_polygon_polygon>("the triangles touch during the frame", [](const Query& q) {
    return cc::oracle::swept_polygon_polygon_kind(q) == cc::SweepKind::hit;
  });
  const InputClass residue = when<swept_polygon_polygon>(
      "for some vertex/edge pair the article's a, evaluated in the scalar, is a nonzero rounding residue",
      article_a_is_a_residue<T>);

  VariantSpec seed003{
      "seed003",
       "003_5f9cd7bc7b096bf6.txt §2D Parametric Collision Detection (\"To extrapolate this to finding the first "
       "collision between polygons A and B\")",
       held,
       {
           {"decision_agrees_with_oracle", touch,
            "for a translating pair the article's a is exactly 0 (l3 - l1 == l4 - l2), so t1 = +-inf or 0/0 and "
            "the pair never hits unless rounding leaves a residue in a; the triangles at t = 0 are never tested "
            "as regions: contacts are missed"},
           {"decision_agrees_with_oracle", residue,
            "with a rounding residue for a, -b + sqrt(b^2 - 4ac) cancels to 0 (t1 = 0) or the roots are noise, "
            "which the mirrored t2 = (p - a) / (a - b) test can accept: hits where the triangles never touch"},
           {"time_within_contract", residue,
            "every hit the seed reports comes from a residue a: t1 is 0 by cancellation or a root of a rounding "
            "artefact, not the first contact"},
           {"point_within_contract", residue,
            "the point is the pair's vertex at a t1 from a residue a: far from the set the triangles share at t*"},
           {"normal_within_contract", residue,
            "the normal is that of the edge of a pair hit through a residue a, turned toward the vertex's start, "
            "not that of an earliest pair (nor (0, 0) for a start overlap)"},
           {"normal_unit_and_oriented", residue,
            "the edge normal of a pair hit through a residue a, turned toward the side of the vertex's start: "
            "pointing from A toward B about half the time"},
           {"symmetric_in_triangles", residue,
            "several pairs hit at the same t1 = 0 through residues, and the first in pair order wins: swapping A "
            "and B runs the other loop first and reports another vertex and edge (rare: a few in 10,000 cases)"},
           {"exact_transform_invariant",
            when<swept_polygon_polygon>("for some vertex/edge pair the article's a, evaluated in the scalar on the "
                                        "triangles or on their image under one of the maps, is a nonzero rounding "
                                        "residue",
                                        article_a_is_a_residue_mapped<T>),
            "at a t1 from a residue a the vertex is not on the edge's line, so t2 from the x components (the "
            "article's choice) and t2 from the y components disagree: a 90-degree rotation swaps them and turns "
            "such a hit into a miss or another pair's hit; scaling by 2^9 or 2^-7 keeps a residue that underflows "
            "to 0 at the other scale (or the reverse), so one query hits and the other misses"},
           {"special_values_give_invalid_input", InputClass::any(),
            "NaN and infinities propagate through a, b, c and fail the comparisons: a miss, never invalid_input"},
       }};
  register_variant<swept_polygon_polygon, T>(
      seed003, call([](const SweptPolygonPolygon<T>& q) { return cc::seed003::swept_polygon_polygon(q); }));

  register_variant<swept_polygon_polygon, T>(
      with_rare_stages<T>(
          collide_check::VariantSpec{
              "robust",
              "start overlap from exact orientation signs; otherwise the earliest of the 18 vertex/edge pairs, each "
              "decided "
              "exactly by robust::moving_point_segment's machinery on polynomials built from the velocities, compared "
              "exactly",
              robust_contract<T>(),
              {}}
              .declare_stages(cc::robust::SweptPolygonPolygonStages<T>::names),
          "a start crossing whose signs stage A cannot prove: an apex within about 2^-50 of an edge's line "
          "(robust/swept_polygon_polygon.h)",
          {{"exact_proper_crossing", "star_near_contact"}}, {}),
      call([](const SweptPolygonPolygon<T>& q) { return cc::robust::swept_polygon_polygon(q); }));
}

}  // namespace

void register_swept_polygon_polygon() {
  register_at<float>();
  register_at<double>();
}

}  // namespace collide_check::bundled
