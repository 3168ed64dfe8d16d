// The bundled variants of circle_capsule, registered through the public API:
// the seed transcription with its declared flaws, and the robust kernel with
// the bounds its header exports.

#include <cmath>

#include "../../include/collide_check/circle_capsule.h"
#include "../../kernels/robust/circle_capsule.h"
#include "../../kernels/seeds/circle_capsule.h"
#include "../variants/bundled.h"
#include "../variants/disk_contact_flaws.h"

namespace collide_check::bundled {
namespace {

template <class T>
void register_at() {
  const Contract held = disk_contact_contract<T>();
  register_variant<circle_capsule, T>(
      {"seed002_line_then_ends",
       "002_8da84774eab6982e.txt §Shortest distance between a line and a circle, with the segment extension of its "
       "comments, for a capsule (radii added)",
       held,
       seed002_capsule_flaws<circle_capsule, T>()},
      [](const Circle<T>& A, const Capsule<T>& B) { return cc::seed002::circle_capsule(A, B); });

  register_variant<circle_capsule, T>(
      with_rare_stages<T>(
          collide_check::VariantSpec{"robust",
                                     "exact signs of the nearest feature and of |c - q|^2 - (r + s)^2 (filtered, "
                                     "exact dyadic fallback); values from the feature in a scaled frame",
                                     held,
                                     {}}
              .declare_stages(cc::robust::CircleCapsuleStages<T>::names),
          "float inputs widened to double make the filter's products exact unless the values span more than 2^29: "
          "only cases whose values span more than that (mixed_magnitude's tiny or huge values beside O(1) ones, "
          "threshold_band's one value moved far below the others) need the exact path "
          "(robust/circle_capsule.h)",
          {{"feature_exact", "mixed_magnitude"}, {"edge_exact", "threshold_band"}, {"vertex_exact", "threshold_band"}},
          {}),
      [](const Circle<T>& A, const Capsule<T>& B) { return cc::robust::circle_capsule(A, B); });
}

}  // namespace

void register_circle_capsule() {
  register_at<float>();
  register_at<double>();
}

}  // namespace collide_check::bundled
