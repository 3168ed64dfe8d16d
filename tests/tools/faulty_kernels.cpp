// A user's program with faulty circle_circle kernels, for the fault isolation
// tests (cli_test.cpp): on some inputs one crashes, one hangs, one calls
// exit(). Checked with --jobs, each fails alone and the run goes on.

#include <collide_check/circle_circle.h>
#include <collide_check/main.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <thread>

namespace {

using namespace collide_check;

/// The plain test: right within a band of a few roundings of the largest coordinate.
bool overlap(const Circle<double>& a, const Circle<double>& b) {
  const double dx = a.c.x - b.c.x, dy = a.c.y - b.c.y, r = a.r + b.r;
  return dx * dx + dy * dy <= r * r;
}

VariantSpec spec(const char* name) {
  VariantSpec s;
  s.name = name;
  s.source = "tests/tools/faulty_kernels.cpp";
  s.contract.domain.max_magnitude = 1e3;
  s.contract.domain.min_nonzero_magnitude = 1;
  s.contract.special_values = SpecialValues::unchecked;
  s.contract.band = Band::relative_to_inputs(0x1p-40);
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  register_variant<circle_circle, double>(spec("crashes"), hit_only([](const Circle<double>& a, const Circle<double>& b) {
                                            if (a.c.x > 1) std::raise(SIGSEGV);
                                            return overlap(a, b);
                                          }));
  register_variant<circle_circle, double>(spec("hangs"), hit_only([](const Circle<double>& a, const Circle<double>& b) {
                                            volatile bool forever = a.c.x > 1;
                                            while (forever) {
                                            }
                                            return overlap(a, b);
                                          }));
  register_variant<circle_circle, double>(spec("exits"), hit_only([](const Circle<double>& a, const Circle<double>& b) {
                                            if (a.c.x > 1) std::exit(7);
                                            return overlap(a, b);
                                          }));
  register_variant<circle_circle, double>(spec("sound"), hit_only(overlap));
  // The same kernel, saying which regimes its domain leaves out by design.
  VariantSpec in_world = spec("sound_in_its_world");
  in_world.contract.regime_not_applicable("mixed_magnitude", "values below 1 or above 1e3 are outside the world");
  in_world.contract.regime_not_applicable("extreme_scale", "a case scaled whole far below 1 or above 1e3");
  in_world.contract.regime_not_applicable("split_tangent", "splits values across more than the world's 1 to 1e3");
  register_variant<circle_circle, double>(in_world, hit_only(overlap));
  // Wrong, and slow, where A's centre is right of x = 1: its shrinking takes
  // seconds, long enough to kill the process in the middle of it.
  register_variant<circle_circle, double>(spec("slow_wrong"), hit_only([](const Circle<double>& a, const Circle<double>& b) {
                                            if (a.c.x <= 1) return overlap(a, b);
                                            std::this_thread::sleep_for(std::chrono::milliseconds(100));
                                            return !overlap(a, b);
                                          }));
  // Wrong right of x = 1, and looping there where A's centre is on the x
  // axis, which shrinking soon tries: the check saves the failing case, then
  // hangs while shrinking it, with the saved file on disk.
  register_variant<circle_circle, double>(spec("wrong_then_hangs"), hit_only([](const Circle<double>& a, const Circle<double>& b) {
                                            if (a.c.x <= 1) return overlap(a, b);
                                            volatile bool forever = a.c.y == 0;
                                            while (forever) {
                                            }
                                            return !overlap(a, b);
                                          }));
  // Sound and slow: 3 ms a call, so that one check of a few thousand cases
  // takes longer than ten seconds, while no single call comes near a second.
  register_variant<circle_circle, double>(spec("slow_sound"), hit_only([](const Circle<double>& a, const Circle<double>& b) {
                                            std::this_thread::sleep_for(std::chrono::milliseconds(3));
                                            return overlap(a, b);
                                          }));
  // A sound kernel declaring a flaw on inputs that are never wrong: the
  // checker must say the declared flaw was not found.
  VariantSpec unfound = spec("unfound_flaw");
  unfound.flaws.push_back({"decision_agrees_with_oracle",
                           when<circle_circle>("a radius of exactly 3", [](const auto& in) { return in.A.r == 3; }),
                           "declared, never true"});
  register_variant<circle_circle, double>(unfound, hit_only(overlap));
  // A registration mistake (a name taken twice), left uncaught as in a
  // user's first try: the program must end with the message and status 2.
  if (std::getenv("FAULTY_KERNELS_REGISTER_TWICE"))
    register_variant<circle_circle, double>(spec("sound"), hit_only(overlap));
  return collide_check::main(argc, argv, {.program = "faulty_kernels"});
}
