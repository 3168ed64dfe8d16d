// The bundled variants of convex_distance, registered through the public API:
// the textbook transcription with its declared flaws, and the robust kernel
// with the bounds its header exports.

#include "../../include/collide_check/convex_distance.h"
#include "../../kernels/robust/convex_distance.h"
#include "../../kernels/seeds/convex_distance.h"
#include "../variants/bundled.h"
#include "../variants/convex_distance_flaws.h"

namespace collide_check::bundled {
namespace {

template <class T>
void register_at() {
  const Contract held = convex_distance_contract<T>();
  register_variant<convex_distance, T>(
      {"textbook_closest_features",
       "Ericson, Real-Time Collision Detection (2005), §5.1.9, the closest points of every pair of edges "
       "(ClosestPtSegmentSegment, with its EPSILON) and the 2D segment intersection test of §5.1.9.1; a vertex "
       "strictly inside the other polygon by half-plane tests (§5.4.1)",
       held, textbook_closest_features_flaws<T>()},
      [](const ConvexPolygon<T>& A, const ConvexPolygon<T>& B) { return cc::textbook::convex_distance(A, B); });

  register_variant<convex_distance, T>(
      with_rare_stages<T>(
          collide_check::VariantSpec{
              "robust",
              "convex_convex's exact decision with radii 0; the closest vertex-to-polygon pair by "
              "filtered exact comparisons; the distance from that feature in a scaled frame, the "
              "closest points its vertex and its projection; a common vertex where they touch",
              held,
              {}}
              .declare_stages(cc::robust::ConvexDistanceStages<T>::names),
          "rare in generated inputs at float (robust/convex_distance.h): the float kernel runs the double algorithm "
          "on widened inputs, where the filters' products are exact unless the values span more than about 2^29",
          {{"feature_exact", "mixed_magnitude"}, {"edge_exact", "mixed_magnitude"}}, {}),
      [](const ConvexPolygon<T>& A, const ConvexPolygon<T>& B) { return cc::robust::convex_distance(A, B); });
}

}  // namespace

void register_convex_distance() {
  register_at<float>();
  register_at<double>();
}

}  // namespace collide_check::bundled
