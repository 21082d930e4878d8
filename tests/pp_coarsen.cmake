# Coarsened kernels (BBMM_COARSEN): runs program PROG (a generated sample
# that checks its result bit for bit against the sequential loop and prints
# "verified") on four PoCL devices with every run spread (BBMM_SPREAD=all)
# and early flow-out on (split tiles: launches with holes and slabs), once
# with one point per work-item and once with 3 (the GPU default is 4; 3
# leaves a remainder in most rows).  Both must verify, launch as many
# kernels and move the same bytes: coarsening changes only how a launch
# maps its points to work-items.
set(ENV{POCL_DEVICES} "pthread pthread pthread pthread")
set(ENV{BBMM_SPREAD} "all")
set(ENV{BBMM_EARLY} "on")
foreach(w 1 3)
  set(ENV{BBMM_COARSEN} "${w}")
  set(ENV{BBMM_STATS} "json:${OUT}.${w}")
  file(REMOVE ${OUT}.${w})
  execute_process(COMMAND ${PROG} ${ARGS} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT out MATCHES "verified")
    message(FATAL_ERROR "${PROG} with BBMM_COARSEN=${w} failed (${rc}): ${out} ${err}")
  endif()
  file(READ ${OUT}.${w} json)
  string(JSON kernels_${w} GET "${json}" total kernels)
  string(JSON h2d_${w} GET "${json}" total h2d)
  string(JSON d2h_${w} GET "${json}" total d2h)
endforeach()
string(JSON fo GET "${d2h_1}" flow-out bytes)
message(STATUS "kernels ${kernels_1} / ${kernels_3}; flow-out ${fo} bytes")
if(NOT kernels_1 EQUAL kernels_3 OR NOT h2d_1 STREQUAL h2d_3 OR NOT d2h_1 STREQUAL d2h_3)
  message(FATAL_ERROR "coarsening changed the launches or the bytes moved: kernels ${kernels_1} / ${kernels_3}\nh2d ${h2d_1}\n    ${h2d_3}\nd2h ${d2h_1}\n    ${d2h_3}")
endif()
