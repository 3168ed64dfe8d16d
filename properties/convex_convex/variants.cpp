// The bundled variants of convex_convex, registered through the public API:
// the textbook transcription with its declared flaws, and the robust kernel
// with the bounds its header exports.

#include "../../include/collide_check/convex_convex.h"
#include "../../kernels/robust/convex_convex.h"
#include "../../kernels/seeds/convex_convex.h"
#include "../variants/bundled.h"
#include "../variants/convex_contact_flaws.h"

namespace collide_check::bundled {
namespace {

template <class T>
void register_at() {
  const Contract held = convex_contact_contract<T>();
  register_variant<convex_convex, T>(
      {"textbook_sat",
       "Ericson, Real-Time Collision Detection (2005), §5.2.1, the separating-axis test over both polygons' edge "
       "normals; Catto, \"Contact Manifolds\" (GDC 2007), reference and incident faces and their clipping",
       held, textbook_sat_convex_flaws<T>()},
      [](const RoundedPolygon<T>& A, const RoundedPolygon<T>& B) { return cc::textbook::convex_convex(A, B); });

  register_variant<convex_convex, T>(
      with_rare_stages<T>(
      collide_check::VariantSpec{"robust",
                                 "exact orientation signs for validity and for whether the cores meet; the closest "
                                 "vertex-to-core pair or the axis of least overlap by filtered exact comparisons; "
                                 "values from that feature in a scaled frame; the manifold clipped on the offset "
                                 "faces",
                                 held,
                                 {}}
          .declare_stages(cc::robust::ConvexConvexStages<T>::names),
          "rare in generated inputs (robust/convex_convex.h): at float every filter decides unless the values span "
          "more than about 2^29; the clipping leaves nothing where an axis wins "
          "whose incident edge lies beside the reference edge (a polygon moved along one of its own edges)",
          {{"feature_exact", "mixed_magnitude"},
           {"vertex_exact", "threshold_band"},
           {"edge_exact", "threshold_band"},
           {"closest_exact", "mixed_magnitude"},
           {"clip_fallback", "coincident"}},
          {{"clip_fallback", "coincident"}}),
      [](const RoundedPolygon<T>& A, const RoundedPolygon<T>& B) { return cc::robust::convex_convex(A, B); });
}

}  // namespace

void register_convex_convex() {
  register_at<float>();
  register_at<double>();
}

}  // namespace collide_check::bundled
