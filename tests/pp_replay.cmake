# Plan once, replay, through generated code: PROG (a time loop; it checks
# its result bit for bit against the sequential loop and prints
# "verified") runs on one PoCL device with replay on and off, and on two
# devices.  On one device most runs replay (the statistics' runs_replayed:
# all but each nest's first few; fdtd-2d's first nest too, since it reads
# the small _fict_ whole), the arrays it writes (BBMM_OUT) are the same bytes with
# replay on and off, and the launch counts agree; replay off and two
# devices replay nothing.
# And the allocations do not grow with the steps: a run of twice the steps
# on one device makes as many as the first (issue: constant allocations;
# fdtd-2d's _fict_[t] made one per step before it was read whole).
# With device times off ("1-eventless": BBMM_TUNE device_times=off, as a
# run without statistics has them) replayed launches take no event of
# their own but one in every lookahead/2 (bbmm/replay.h): the result and
# the replayed runs are those of replay with events.
#   cmake -DPROG=pp-heat2d -DARGS="64;100" -DMIN=190 -DOUT=r -P pp_replay.cmake
set(ENV{POCL_DEVICES} "pthread pthread")
set(ENV{BBMM_HOST} "never")
list(GET ARGS 0 n)
list(GET ARGS 1 steps)
math(EXPR steps2 "2 * ${steps}")
foreach(c "1;on" "1;off" "2;on" "1;twice" "1;eventless")
  list(GET c 0 d)
  list(GET c 1 r)
  set(tag "${d}-${r}")
  set(args ${ARGS})
  set(extra "")
  if(r STREQUAL "twice")
    set(r on)
    set(args "${n};${steps2}")
  elseif(r STREQUAL "eventless")
    set(r on)
    set(extra ",device_times=off")
  endif()
  set(ENV{BBMM_DEVICES} "${d}")
  set(ENV{BBMM_TUNE} "replay=${r}${extra}")
  set(ENV{BBMM_STATS} "json:${OUT}.${tag}.json")
  set(ENV{BBMM_OUT} "${OUT}.${tag}.bin")
  file(REMOVE ${OUT}.${tag}.json ${OUT}.${tag}.bin)
  execute_process(COMMAND ${PROG} ${args} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT out MATCHES "verified \\(bitwise")
    message(FATAL_ERROR "${PROG} ${args} on ${d} device(s), replay ${r}: failed (${rc}): ${out} ${err}")
  endif()
  file(READ ${OUT}.${tag}.json json)
  string(JSON runs_${tag} GET "${json}" total runs)
  string(JSON replayed_${tag} GET "${json}" total runs_replayed)
  string(JSON kernels_${tag} GET "${json}" total kernels)
  string(JSON allocs_${tag} GET "${json}" total allocations)
  message(STATUS "${d} device(s), replay ${r}: ${replayed_${tag}} of ${runs_${tag}} runs replayed, ${kernels_${tag}} launches")
endforeach()
if(replayed_1-on LESS MIN)
  message(FATAL_ERROR "one device: ${replayed_1-on} of ${runs_1-on} runs replayed, want ${MIN} or more")
endif()
if(NOT replayed_1-off EQUAL 0 OR NOT replayed_2-on EQUAL 0)
  message(FATAL_ERROR "replay off replayed ${replayed_1-off} runs, two devices ${replayed_2-on}: want none")
endif()
if(NOT allocs_1-twice EQUAL allocs_1-on)
  message(FATAL_ERROR "one device: ${allocs_1-on} allocations in ${steps} steps, ${allocs_1-twice} in ${steps2}")
endif()
if(NOT kernels_1-on EQUAL kernels_1-off)
  message(FATAL_ERROR "one device: ${kernels_1-on} launches with replay, ${kernels_1-off} without")
endif()
file(SHA256 ${OUT}.1-on.bin h_on)
file(SHA256 ${OUT}.1-off.bin h_off)
file(SHA256 ${OUT}.1-eventless.bin h_ev)
if(NOT h_on STREQUAL h_off)
  message(FATAL_ERROR "the arrays differ with replay on and off")
endif()
if(NOT h_ev STREQUAL h_on OR NOT replayed_1-eventless EQUAL replayed_1-on OR NOT kernels_1-eventless EQUAL kernels_1-on)
  message(FATAL_ERROR "device times off: ${replayed_1-eventless} runs replayed, ${kernels_1-eventless} launches "
                      "(with them: ${replayed_1-on}, ${kernels_1-on}), arrays equal: ${h_ev} ${h_on}")
endif()
