# Side loads (BBMM_OVERLAP, lib/transfer.c): generated sample PROG on four PoCL
# devices with allocation fusion off (copies into fused buffers stay on the
# main queue) must check itself against its sequential twin with copies
# into devices running on their side queues (statistics side_loads > 0)
# when MODE is on, and none when it is off.
#   cmake -DPROG=pp-heat2d -DMODE=on -DOUT=file.json -P overlap.cmake
set(ENV{POCL_DEVICES} "pthread pthread pthread pthread")
set(ENV{BBMM_FUSE} "off")
set(ENV{BBMM_OVERLAP} "${MODE}")
include(${CMAKE_CURRENT_LIST_DIR}/run_stats.cmake)
string(JSON loads GET "${json}" total side_loads)
message(STATUS "BBMM_OVERLAP=${MODE}: ${loads} side load(s)")
if(MODE STREQUAL "on" AND NOT loads GREATER 0)
  message(FATAL_ERROR "no copy ran on a side queue")
elseif(MODE STREQUAL "off" AND NOT loads EQUAL 0)
  message(FATAL_ERROR "${loads} side loads with BBMM_OVERLAP=off")
endif()
