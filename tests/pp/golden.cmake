# Golden output of bbmm-pp: run in DIR on the relative name FILE (so the
# output does not depend on where the tree is) and compare with GOLDEN
# byte for byte: the --explain report, or with -DOUT=path.c the generated
# C file itself (written to OUT).  A change to the generator that changes
# them updates the golden files deliberately (`bbmm-pp --explain f.c >
# golden`, `bbmm-pp -o golden f.c` in DIR).
#   cmake -DPP=bbmm-pp -DDIR=d -DFILE=f.c -DGOLDEN=g [-DOUT=o.c] [-DINC=rel/dir] -P golden.cmake
set(flags "")
if(DEFINED INC)
  set(flags -I${INC})
endif()
if(DEFINED OUT)
  execute_process(COMMAND ${PP} ${flags} -o ${OUT} ${FILE} WORKING_DIRECTORY ${DIR} RESULT_VARIABLE rc ERROR_VARIABLE err
                  TIMEOUT 60)
  if(NOT rc STREQUAL "0")
    message(FATAL_ERROR "bbmm-pp failed (${rc}): ${err}")
  endif()
  file(READ ${OUT} out)
  set(what "generated C")
else()
  execute_process(COMMAND ${PP} ${flags} --explain ${FILE} WORKING_DIRECTORY ${DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out
                  ERROR_VARIABLE err TIMEOUT 60)
  if(NOT rc STREQUAL "0")
    message(FATAL_ERROR "bbmm-pp --explain failed (${rc}): ${err}")
  endif()
  set(what "--explain output")
endif()
file(READ ${GOLDEN} expect)
if(NOT out STREQUAL expect)
  message(FATAL_ERROR "${what} of ${FILE} differs from ${GOLDEN}; got:\n${out}")
endif()
