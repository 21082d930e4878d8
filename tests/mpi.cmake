# Several MPI ranks (include/bbmm/ranks.h) on this machine's PoCL devices:
# mpiexec -n NP with POCL_DEVICES of DEVS words (the ranks of the node
# share them: BBMM_RANK_DEVICES=share).  MODE:
#   verify  BBMM_GATHER=all: every rank must print "verified" (its arrays
#           bitwise equal to the sequential twin it runs itself; with
#           EXPECT=exit the program checks itself: exit status 0); EXTRA:
#           more settings, "VAR=value" separated by ","
#   root    BBMM_GATHER=root: rank 0 verified, every other rank holds no
#           results
#   volume  pp-heat2d at its default size (29 x 29, 4 steps): the bytes
#           every rank sent, by purpose, against a count made here from the
#           geometry alone (one row each way across every boundary between
#           ranks per run after the first; the write-out of the rows rank 0
#           does not own)
#   fail    the first rank's context fails an allocation (the fault hook):
#           every rank reports it, naming rank 1, and ends; no hang
#   abort   a generated program with a 1-byte budget on the ranks after rank 0:
#           it fails there; the job ends with the message naming rank 1
#   diverge tests/mpi_diverge.c CASE: ranks that call other regions, with
#           arrays of other sizes, end early or never come (BBMM_RANK_TIMEOUT
#           of 2 s): the job must end (nonzero status) with a message that
#           names the ranks and where each was (the nest and its source
#           line); CASE "ok" must end with status 0
cmake_policy(SET CMP0054 NEW) # "ok" below is a string, not the variable
set(ENV{POCL_DEVICES} "")
string(REPEAT "pthread " ${DEVS} devs)
string(STRIP "${devs}" devs)
set(ENV{POCL_DEVICES} "${devs}")
set(ENV{BBMM_STATS} "")
set(ENV{OMPI_ALLOW_RUN_AS_ROOT} 1)
set(ENV{OMPI_ALLOW_RUN_AS_ROOT_CONFIRM} 1)
set(ENV{OMPI_MCA_rmaps_base_oversubscribe} 1)
set(ENV{OMPI_MCA_hwloc_base_binding_policy} none) # PoCL's threads use every core
# Under make sanitize: what Open MPI keeps allocated at exit is not ours
# (cmake/lsan-mpi.supp); full stacks so that the suppressions see its
# frames, and its components stay loaded so that they have names.
set(ENV{OMPI_MCA_mca_base_component_disable_dlclose} 1)
set(ENV{ASAN_OPTIONS} "$ENV{ASAN_OPTIONS}:fast_unwind_on_malloc=0")
set(ENV{LSAN_OPTIONS} "suppressions=${CMAKE_CURRENT_LIST_DIR}/../cmake/lsan-mpi.supp")
if(EXTRA)
  string(REPLACE "," ";" extra "${EXTRA}")
  foreach(kv IN LISTS extra)
    string(REGEX MATCH "^[^=]*" k "${kv}")
    string(REGEX REPLACE "^[^=]*=" "" v "${kv}")
    set(ENV{${k}} "${v}")
  endforeach()
endif()
set(run ${MPIEXEC} -n ${NP} ${PROG})
set(limit 240)
if(MODE STREQUAL "diverge")
  set(run ${MPIEXEC} -n ${NP} ${PROG} ${CASE})
  set(limit 60)
endif()
if(MODE STREQUAL "verify" OR MODE STREQUAL "fail")
  set(ENV{BBMM_GATHER} "all")
elseif(MODE STREQUAL "abort")
  set(ENV{BBMM_GATHER} "all")
  math(EXPR rest "${NP} - 1")
  set(run ${MPIEXEC} -n 1 ${PROG} : -n ${rest} env BBMM_DEVICE_MEM_LIMIT=1 ${PROG})
else()
  set(ENV{BBMM_GATHER} "root")
endif()
if(MODE STREQUAL "volume")
  set(ENV{BBMM_STATS} "json:${OUT}")
  file(GLOB old "${OUT}.*")
  if(old)
    file(REMOVE ${old})
  endif()
endif()
execute_process(COMMAND ${run} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT ${limit})
string(REGEX MATCHALL "verified \\(bitwise" ok "${out}")
list(LENGTH ok nok)
string(REGEX MATCHALL "holds no results" none "${out}")
list(LENGTH none nnone)
if(MODE STREQUAL "verify" AND EXPECT STREQUAL "exit")
  if(NOT rc EQUAL 0) # the program checks its results itself
    message(FATAL_ERROR "${NP} ranks on ${DEVS} devices failed (${rc}): ${out} ${err}")
  endif()
elseif(MODE STREQUAL "verify")
  if(NOT rc EQUAL 0 OR NOT nok EQUAL NP)
    message(FATAL_ERROR "${NP} ranks on ${DEVS} devices: ${nok} verified (${rc}): ${out} ${err}")
  endif()
elseif(MODE STREQUAL "fail")
  string(REGEX MATCHALL "rank 1 failed" named "${out}")
  list(LENGTH named nnamed)
  math(EXPR others "${NP} - 1")
  if(NOT rc EQUAL 0 OR NOT nnamed EQUAL others OR NOT out MATCHES "rank 1: rank 1: ")
    message(FATAL_ERROR "an injected failure on rank 1 was not reported by every rank (${rc}): ${out} ${err}")
  endif()
elseif(MODE STREQUAL "diverge")
  set(at "\\(mpi_diverge\\.c:[0-9]+\\)")
  if(CASE STREQUAL "extra") # rank 0 calls f once more than rank 1
    set(want "rank 0 started run 5 of nest f_0 ${at} while rank 1 started run 1 of nest g_0 ${at}, at the ranks' [0-9]+th agreement")
  elseif(CASE STREQUAL "other") # at the same point rank 0 calls f, the others g
    set(want "rank 0 started run 4 of nest f_0 ${at} while ranks 1 and 2 started run 1 of nest g_0 ${at}")
  elseif(CASE STREQUAL "size")
    set(want "the ranks disagree on the size of array [AB] where they started run 1 of nest f_0 ${at}: rank 0 has 100x100, rank 1 has 80x80")
  elseif(CASE STREQUAL "early") # rank 1 returns from main: its default context is destroyed at exit
    set(want "rank 0 started run 1 of nest f_0 ${at} while rank 1 destroyed the context")
  elseif(CASE STREQUAL "finalize") # rank 1 calls MPI_Finalize and ends
    set(want "rank 0 waited [0-9]+ s \\(BBMM_RANK_TIMEOUT\\) for the other ranks after it started run 1 of nest f_0 ${at}, the ranks' 2nd agreement: rank 1 did not come")
  elseif(CASE STREQUAL "stuck") # rank 1 sleeps in host code
    set(want "rank [02] waited [0-9]+ s \\(BBMM_RANK_TIMEOUT\\) for the other ranks after it started run 1 of nest f_0 ${at}, the ranks' 2nd agreement: rank 1 did not come[^\n]*; rank [02] waited there too")
  endif()
  if(CASE STREQUAL "ok")
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "${NP} ranks that agree failed (${rc}): ${out} ${err}")
    endif()
  elseif(rc EQUAL 0 OR NOT "${out}${err}" MATCHES "the MPI ranks did not make the same calls: ${want}")
    message(FATAL_ERROR "${NP} ranks, case ${CASE}: no message matching \"${want}\" (${rc}): ${out} ${err}")
  endif()
elseif(MODE STREQUAL "abort")
  if(rc EQUAL 0 OR NOT "${out}${err}" MATCHES "rank 1[^\n]*(budget|needs)")
    message(FATAL_ERROR "a rank out of device memory did not end the job with its message (${rc}): ${out} ${err}")
  endif()
else()
  math(EXPR others "${NP} - 1")
  if(NOT rc EQUAL 0 OR NOT nok EQUAL 1 OR NOT nnone EQUAL others)
    message(FATAL_ERROR "${NP} ranks, BBMM_GATHER=root: ${nok} verified, ${nnone} without results (${rc}): ${out} ${err}")
  endif()
endif()
message(STATUS "${NP} ranks on ${DEVS} PoCL devices: ${nok} verified")
if(NOT MODE STREQUAL "volume")
  return()
endif()
# The count from the geometry: rows 1..27 of the 29 x 29 arrays are
# updated, 27 elements of 8 bytes each; the tiles are cut by rows into one
# cell per device of every rank (block distribution), so rank r owns the
# rows of its devices' cells.
set(n 29)
set(steps 4)
math(EXPR rows "${n} - 2")
math(EXPR rowb "(${n} - 2) * 8")
math(EXPR g "${DEVS}")
math(EXPR gsize "(${rows} + ${g} - 1) / ${g}")
math(EXPR cells "(${rows} + ${gsize} - 1) / ${gsize}")
math(EXPR per "${DEVS} / ${NP}")
set(total_flow 0)
set(total_out 0)
math(EXPR last "${NP} - 1")
foreach(r RANGE ${last})
  # rows of rank r: cells whose device (c * g / cells) is one of its own
  set(own 0)
  math(EXPR lastc "${cells} - 1")
  foreach(c RANGE ${lastc})
    math(EXPR d "${c} * ${g} / ${cells}")
    math(EXPR rr "${d} / ${per}")
    if(rr EQUAL r)
      math(EXPR lo "${c} * ${gsize}")
      math(EXPR hi "${lo} + ${gsize}")
      if(hi GREATER rows)
        set(hi ${rows})
      endif()
      math(EXPR own "${own} + ${hi} - ${lo}")
    endif()
  endforeach()
  # neighbours across rank boundaries: one row each way per run after the first
  set(nb 2)
  if(r EQUAL 0 OR r EQUAL last)
    set(nb 1)
  endif()
  math(EXPR want_flow "(2 * ${steps} - 1) * ${nb} * ${rowb}")
  # write-out to rank 0: both arrays' rows it does not own, less the row of
  # B that rank 1 sent it before the last run (its halo, already current)
  set(want_out 0)
  if(r GREATER 0)
    math(EXPR want_out "2 * ${own} * ${rowb}")
    if(r EQUAL 1)
      math(EXPR want_out "${want_out} - ${rowb}")
    endif()
  endif()
  file(READ "${OUT}.${r}" json)
  string(JSON flow GET "${json}" total rank_sent flow-out bytes)
  string(JSON wout GET "${json}" total rank_sent write-out bytes)
  string(JSON nr GET "${json}" total nranks)
  string(JSON early GET "${json}" total rank_early)
  message(STATUS "rank ${r}: owns ${own} rows; sent flow-out ${flow} (count ${want_flow}), write-out ${wout} (count ${want_out}); ${early} copies behind early parts")
  if(NOT nr EQUAL NP OR NOT flow EQUAL want_flow OR NOT wout EQUAL want_out)
    message(FATAL_ERROR "rank ${r}: messages differ from the count (flow-out ${flow} / ${want_flow}, write-out ${wout} / ${want_out}, ranks ${nr})")
  endif()
  # early sends (BBMM_EARLY, auto by default under ranks): the boundary
  # rows a rank sends after the first run are copied behind the early part
  # of their tile (when messages are made asynchronously: with
  # BBMM_RANK_ASYNC=off a rank waits for its devices first); with
  # BBMM_EARLY=off never; the volume is the same
  if("$ENV{BBMM_EARLY}" STREQUAL "off")
    if(NOT early EQUAL 0)
      message(FATAL_ERROR "rank ${r}: ${early} early copies with BBMM_EARLY=off")
    endif()
  elseif(flow GREATER 0 AND NOT early GREATER 0 AND NOT "$ENV{BBMM_RANK_ASYNC}" STREQUAL "off")
    message(FATAL_ERROR "rank ${r}: no flow-out copy was made behind an early part")
  endif()
  # BBMM_RANK_SHM=on with every exchange waiting (BBMM_RANK_ASYNC=off):
  # every byte sent and received went through the node's shared memory;
  # under auto these messages are far below its 4 MiB: none did
  string(JSON shm GET "${json}" total rank_shm)
  string(JSON rflow GET "${json}" total rank_recv flow-out bytes)
  string(JSON rwout GET "${json}" total rank_recv write-out bytes)
  math(EXPR moved "${flow} + ${wout} + ${rflow} + ${rwout}")
  if("$ENV{BBMM_RANK_SHM}" STREQUAL "on" AND "$ENV{BBMM_RANK_ASYNC}" STREQUAL "off")
    set(want_shm ${moved})
  else()
    set(want_shm 0)
  endif()
  if(NOT shm EQUAL want_shm)
    message(FATAL_ERROR "rank ${r}: ${shm} bytes through shared memory, expected ${want_shm}")
  endif()
  math(EXPR total_flow "${total_flow} + ${flow}")
endforeach()
string(JSON all GET "${json}" total ranks_sent_all bytes)
math(EXPR total "${total_flow}")
foreach(r RANGE ${last})
  file(READ "${OUT}.${r}" json)
  string(JSON wout GET "${json}" total rank_sent write-out bytes)
  math(EXPR total "${total} + ${wout}")
endforeach()
if(NOT all EQUAL total)
  message(FATAL_ERROR "the total over ranks (${all}) is not the sum of the ranks' messages (${total})")
endif()
