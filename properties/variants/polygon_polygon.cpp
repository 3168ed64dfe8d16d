// The bundled variants of polygon_polygon, registered through the public API:
// the seed transcriptions with their declared flaws, and the robust kernel.

#include "../../include/collide_check/polygon_polygon.h"
#include "../../kernels/robust/polygon_polygon.h"
#include "../../kernels/seeds/polygon_polygon.h"
#include "bundled.h"

namespace collide_check::bundled {
namespace {

template <class T>
Contract robust_contract() {
  Contract c;
  c.domain.max_span_log2 = cc::robust::PolygonPolygonBounds<T>::decision_span_log2;
  c.note = "intersecting iff the closed regions (even-odd rule) share a point";
  return c;
}

template <class T>
void register_at() {
  // The seeds promise nothing of their own: they are held to the robust
  // contract, and what they fail is declared.
  const Contract held = robust_contract<T>();

  register_variant<polygon_polygon, T>(
      {"seed000_edges",
       "000_0a232b19d70a79de.txt closing remarks (segment tests of §Line-Line intersection test revised) plus a "
       "ray-crossing containment test",
       held,
       {
           {"decision_agrees_with_oracle", InputClass::any(), "TODO"},
           {"symmetric_in_polygons", InputClass::any(), "TODO"},
           {"vertex_order_invariant", InputClass::any(), "TODO"},
           {"exact_transform_invariant", InputClass::any(), "TODO"},
           {"special_values_give_invalid_input", InputClass::any(), "TODO"},
       }},
      [](const Quad<T>& a, const Quad<T>& b) { return cc::seed000_edges::polygon_polygon(a, b); });

  register_variant<polygon_polygon, T>(
      {"seed002_sat", "002_8da84774eab6982e.txt comments (separating axis theorem)", held,
       {
           {"decision_agrees_with_oracle", InputClass::any(), "TODO"},
           {"symmetric_in_polygons", InputClass::any(), "TODO"},
           {"vertex_order_invariant", InputClass::any(), "TODO"},
           {"exact_transform_invariant", InputClass::any(), "TODO"},
           {"special_values_give_invalid_input", InputClass::any(), "TODO"},
       }},
      [](const Quad<T>& a, const Quad<T>& b) { return cc::seed002_sat::polygon_polygon(a, b); });

  register_variant<polygon_polygon, T>(
      {"robust",
       "box rejection, exact edge-pair decisions and exact even-odd containment (orientation signs in one shared "
       "frame, Shewchuk 1997, doi:10.1007/PL00009321)",
       robust_contract<T>(),
       {}},
      [](const Quad<T>& a, const Quad<T>& b) { return cc::robust::polygon_polygon(a, b); });
}

}  // namespace

void register_polygon_polygon() {
  register_at<float>();
  register_at<double>();
}

}  // namespace collide_check::bundled
