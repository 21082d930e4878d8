/* blackscholes (the paper's benchmark): European call and put prices of n
 * options, one independent evaluation per option.  The pricing is the
 * shared math of samples/bs_math.h (only + - * / and sqrt, so that the
 * devices reproduce the host bit for bit), called as ordinary C functions:
 * bbmm-pp copies bs_price and the functions it calls into the kernel. */
#include "bs_math.h"

BS_MATH(static)

void blackscholes(int n, double spot[n], double strike[n], double rate[n], double vol[n], double years[n],
                  double callp[n], double putp[n])
{
    int i;
#pragma bbmm name(blackscholes)
    for (i = 0; i < n; i++) {
        double c, p;
        bs_price(spot[i], strike[i], rate[i], vol[i], years[i], &c, &p);
        callp[i] = c;
        putp[i] = p;
    }
}
