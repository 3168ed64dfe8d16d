#pragma once
// The game's kernels as collide-check variants (game_variants.cpp), shared by
// the checker (check_collision.cpp) and the fuzz target (fuzz_collision.cpp).

/// Registers game_segments_hit (segment_segment, f32) and game_disks_overlap
/// (circle_circle, f32) with their contracts and declared flaws.
void register_game_variants();
