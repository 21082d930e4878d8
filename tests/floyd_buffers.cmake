# Device buffers of floyd (issue 44: at most one allocation per array and
# device): generated floyd (sample PROG, argument N) on NDEV PoCL devices,
# regions on the devices, side loads on (BBMM_OVERLAP), run twice:
#   auto       BBMM_ALLOC not given: the first run on several devices finds
#              row k outside the block of the devices that do not own it
#              (grid.h, bbmmi_run_moving), so every run allocates whole
#              arrays: one device buffer per device, made before anything
#              else.  Before: 4 per device at N=256 (the block, the first
#              row, one element shorter, and two rows that take turns).
#   disjoint   BBMM_ALLOC=disjoint (what a device too small for the whole
#              array does): row k on a device that does not own it moves
#              every run, its copies taking turns between two pooled
#              buffers, so the look-ahead's runs in flight make no buffer
#              of their own: at most 4 per device (before that, 11-13).
# Both must verify, and the whole arrays must move at most 1 % more bytes
# than the boxes (the directory keeps what each device holds valid; the
# first and last rows' hulls add a few elements).
#   cmake -DPROG=pp-floyd -DARGS=256 -DNDEV=2 -DOUT=file.json -P floyd_buffers.cmake
string(REPEAT "pthread " ${NDEV} devs)
set(ENV{POCL_DEVICES} "${devs}")
set(ENV{BBMM_DEVICES} "${NDEV}")
set(ENV{BBMM_HOST} "never")
set(ENV{BBMM_OVERLAP} "on")
include(${CMAKE_CURRENT_LIST_DIR}/stats_bytes.cmake)
math(EXPR last "${NDEV} - 1")
foreach(mode auto disjoint)
  if(mode STREQUAL "auto")
    unset(ENV{BBMM_ALLOC})
    set(most 1)
  else()
    set(ENV{BBMM_ALLOC} "disjoint")
    set(most 4)
  endif()
  include(${CMAKE_CURRENT_LIST_DIR}/run_stats.cmake)
  bbmm_stats_bytes("${json}" "h2d;d2h;d2d" moved_${mode})
  string(JSON whole GET "${json}" total runs_whole)
  string(JSON runs GET "${json}" total runs)
  if(mode STREQUAL "auto" AND NOT whole EQUAL runs)
    message(FATAL_ERROR "auto: ${whole} of ${runs} runs allocated whole arrays (want every run)")
  endif()
  if(mode STREQUAL "disjoint")
    string(JSON loads GET "${json}" total side_loads)
    if(NOT loads GREATER 0)
      message(FATAL_ERROR "disjoint: no copy ran on a side queue: nothing to take turns")
    endif()
  endif()
  foreach(d RANGE ${last})
    string(JSON a GET "${json}" devices ${d} stats allocations)
    string(JSON p GET "${json}" devices ${d} stats pooled)
    string(JSON m GET "${json}" devices ${d} stats moved)
    math(EXPR made "${a} - ${p}")
    message(STATUS "${mode}, device ${d}: ${made} device buffer(s) made (${a} box allocations, ${p} from the pool, ${m} moved)")
    if(made GREATER most)
      message(FATAL_ERROR "${mode}: device ${d} made ${made} device buffers for floyd's one array (at most ${most})")
    endif()
  endforeach()
  message(STATUS "${mode}: ${moved_${mode}} bytes moved, ${whole} of ${runs} runs with whole arrays")
endforeach()
math(EXPR limit "${moved_disjoint} + ${moved_disjoint} / 100")
if(moved_auto GREATER limit)
  message(FATAL_ERROR "whole arrays moved ${moved_auto} bytes, boxes ${moved_disjoint} (at most 1 % more)")
endif()
