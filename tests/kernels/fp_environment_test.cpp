// The floating-point guard of kernels/detail/fp_environment.h. Compiled, not
// run, by the CTest tests kernels_fp_environment_* (tests/CMakeLists.txt): every
// robust header in one translation unit. With the flags of
// collide_check::kernels it compiles; with -ffast-math, or for a target with
// hardware FMA (-mfma) without COLLIDE_CHECK_FP_CONTRACT_OFF, the guard stops
// the build with an #error that says why.

#include "kernels/robust/circle_circle.h"
#include "kernels/robust/circle_line.h"
#include "kernels/robust/circle_segment.h"
#include "kernels/robust/line_line.h"
#include "kernels/robust/moving_point_segment.h"
#include "kernels/robust/point_point.h"
#include "kernels/robust/point_rect.h"
#include "kernels/robust/point_segment.h"
#include "kernels/robust/polygon_polygon.h"
#include "kernels/robust/rect_rect.h"
#include "kernels/robust/segment_segment.h"
#include "kernels/robust/swept_circle_circle.h"
#include "kernels/robust/swept_circle_line.h"
#include "kernels/robust/swept_circle_segment.h"
#include "kernels/robust/swept_polygon_polygon.h"

int main() { return 0; }
