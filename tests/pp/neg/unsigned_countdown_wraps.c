// expect: 8:21: error: the loop over 'i' ends at the first iteration where its condition is false, which is not the set of iterations where it holds, and bbmm-pp cannot write that end as affine bounds: write the loop's end as bounds on 'i' (an unsigned count-down whose start wraps around for some parameters, 'n - 1' at n = 0, runs on past it: guard the loop inside the region, 'if (n > 0) for (...)', or count from n, 'for (i = n; i-- > 0;)')
/* a reverse cumulative sum counting down from n - 1 with an unsigned n: at n = 0 the start wraps to UINT_MAX */
static double rc[40], x[40];
void f(unsigned n)
{
    unsigned i;
#pragma bbmm
    for (i = n - 1; i-- > 0;)
        rc[i] = rc[i + 1] + x[i];
}
