# Included by test scripts: bbmm_stats_bytes(JSON DIRS OUTVAR) sets OUTVAR
# to the bytes the statistics JSON "JSON" (BBMM_STATS=json:PATH) counts in
# the directions DIRS (a list of h2d, d2h, d2d), summed over every purpose.
function(bbmm_stats_bytes json dirs outvar)
  set(sum 0)
  foreach(dir ${dirs})
    string(JSON n LENGTH "${json}" total ${dir})
    math(EXPR last "${n} - 1")
    foreach(i RANGE ${last})
      string(JSON purpose MEMBER "${json}" total ${dir} ${i})
      string(JSON b GET "${json}" total ${dir} ${purpose} bytes)
      math(EXPR sum "${sum} + ${b}")
    endforeach()
  endforeach()
  set(${outvar} ${sum} PARENT_SCOPE)
endfunction()
