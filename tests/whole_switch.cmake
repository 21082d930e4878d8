# A nest whose boxes keep moving (an in-place stencil's per-step wavefront,
# tests/gen/regress/sched_wavefront.c) switches to whole arrays when
# BBMM_ALLOC is not given (statistics: runs_whole > 0), and prints exactly
# what it prints under BBMM_ALLOC=disjoint, which never switches.  The whole
# arrays stay allocated across serial iterations: at most one allocation per
# 8 runs, and a quarter of the bytes disjoint boxes move at most (before a
# whole array was never iteration-local: 566 allocations for 448 runs and
# 549 KB moved, as much as disjoint boxes; now 38 and 36 KB).
#   cmake -DPROG=pp-wavefront -DOUT=dir -P whole_switch.cmake
include(${CMAKE_CURRENT_LIST_DIR}/stats_bytes.cmake)
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT})
foreach(mode auto disjoint auto1)
  # auto1: one device, where the seidel-like region's first diagonal has
  # nothing under it (a rule that every run overlap never switched it:
  # 243 allocations for 448 runs; the last 8 runs in a row: 36)
  if(mode STREQUAL "auto1")
    set(ENV{POCL_DEVICES} "pthread")
  else()
    set(ENV{POCL_DEVICES} "pthread pthread")
  endif()
  if(mode STREQUAL "disjoint")
    set(ENV{BBMM_ALLOC} disjoint)
  else()
    unset(ENV{BBMM_ALLOC})
  endif()
  set(ENV{BBMM_STATS} json:${OUT}/${mode}.json)
  execute_process(COMMAND ${PROG} RESULT_VARIABLE rc OUTPUT_VARIABLE out_${mode} ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${PROG} (${mode}) failed (${rc}): ${err}")
  endif()
  file(READ ${OUT}/${mode}.json stats)
  string(JSON whole_${mode} GET "${stats}" total runs_whole)
  string(JSON allocs_${mode} GET "${stats}" total allocations)
  string(JSON runs_${mode} GET "${stats}" total runs)
  bbmm_stats_bytes("${stats}" "h2d;d2h" moved_${mode})
endforeach()
if(NOT out_auto STREQUAL out_disjoint OR NOT out_auto1 STREQUAL out_disjoint)
  message(FATAL_ERROR "the output with whole arrays differs from the one under BBMM_ALLOC=disjoint")
endif()
if(NOT whole_auto GREATER 0 OR NOT whole_disjoint EQUAL 0 OR NOT allocs_auto LESS allocs_disjoint)
  message(FATAL_ERROR "runs_whole ${whole_auto} (disjoint: ${whole_disjoint}), allocations ${allocs_auto} against ${allocs_disjoint}")
endif()
math(EXPR a8 "${allocs_auto} * 8")
math(EXPR a8_1 "${allocs_auto1} * 8")
math(EXPR m4 "${moved_auto} * 4")
if(a8_1 GREATER runs_auto1)
  message(FATAL_ERROR "one device: ${allocs_auto1} allocations for ${runs_auto1} runs (runs_whole ${whole_auto1})")
endif()
if(a8 GREATER runs_auto OR m4 GREATER moved_disjoint)
  message(FATAL_ERROR "whole arrays reallocated or moved again: ${allocs_auto} allocations for ${runs_auto} runs, "
                      "${moved_auto} bytes moved (disjoint: ${moved_disjoint})")
endif()
message(STATUS "bytes moved ${moved_auto} against ${moved_disjoint} under disjoint")
message(STATUS "runs_whole ${whole_auto}; allocations ${allocs_auto} against ${allocs_disjoint} under disjoint")
