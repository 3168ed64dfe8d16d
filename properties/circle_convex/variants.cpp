// The bundled variants of circle_convex, registered through the public API:
// the textbook transcription with its declared flaws, and the robust kernel
// with the bounds its header exports.

#include <cmath>

#include "../../include/collide_check/circle_convex.h"
#include "../../kernels/robust/circle_convex.h"
#include "../../kernels/seeds/circle_convex.h"
#include "../variants/bundled.h"
#include "../variants/disk_contact_flaws.h"

namespace collide_check::bundled {
namespace {

template <class T>
void register_at() {
  const Contract held = disk_contact_contract<T>();
  register_variant<circle_convex, T>(
      {"textbook_sat",
       "Ericson, Real-Time Collision Detection (2005), §5.2.1, the separating-axis test as the tutorials apply it to "
       "a circle (the edge normals and the nearest vertex's axis)",
       held, textbook_sat_flaws<circle_convex, T>()},
      [](const Circle<T>& A, const RoundedPolygon<T>& B) { return cc::textbook::circle_convex(A, B); });

  register_variant<circle_convex, T>(
      with_rare_stages<T>(
          collide_check::VariantSpec{"robust",
                                     "exact orientation signs for the polygon's validity and the centre's side; the "
                                     "nearest feature and |c - q|^2 - (r + s)^2 by filtered exact signs; values from "
                                     "the feature in a scaled frame",
                                     held,
                                     {}}
              .declare_stages(cc::robust::CircleConvexStages<T>::names),
          "float inputs widened to double make the filter's products exact unless the values span more than 2^29: "
          "only cases whose values span more than that (mixed_magnitude's tiny or huge values beside O(1) ones, "
          "threshold_band's one value moved far below the others) need the exact path "
          "(robust/circle_convex.h)",
          {{"feature_exact", "mixed_magnitude"}, {"edge_exact", "threshold_band"}, {"vertex_exact", "threshold_band"}},
          {}),
      [](const Circle<T>& A, const RoundedPolygon<T>& B) { return cc::robust::circle_convex(A, B); });
}

}  // namespace

void register_circle_convex() {
  register_at<float>();
  register_at<double>();
}

}  // namespace collide_check::bundled
