/* enumerated types in a region take the type GCC gives them: unsigned int when no
 * constant is negative (enum e), int when one is (enum s), unsigned long when a value
 * needs 64 bits (enum w): iterators (d - 1 at d = 0 is 4294967295), a loop declaring
 * its iterator, a typedef of the enumeration, parameters of the function holding the
 * region, scalars declared in the region, casts to enumerated types, and a function
 * the region calls with enumerated parameters, local and result.
 * Before: every enumerated type was int in the kernels and the model (d - 1 gave -1
 * on 1, 2 and 4 devices: a silent wrong result), and the function was refused
 * ("type 'enum' of the result: functions called in a kernel use arithmetic scalars"). */
#include <stdio.h>
enum e { E0, E1, E2 };
enum s { SM = -1, S0, S1, S2 };
typedef enum e e_t;
enum w { W0, WBIG = 0x100000000 };
static double V[3], X[3], Y[3], Z[4], R[3];
static long Q[3];
static enum e chosen(enum e a, e_t b)
{
    enum e c = a < b ? a : b;
    return c;
}
static void f(enum e lim, e_t base)
{
    enum e d;
    enum s k;
    e_t t;
#pragma bbmm
    {
        for (d = E0; d < lim; d++)
            V[d] = d - 1;
        for (k = S0; k <= S2; k++)
            X[k] = k - 1 + (int)base;
        for (t = E0; t <= E2; t++) {
            enum e loc = t;
            enum w wv = W0;
            Y[t] = (loc - base) + (double)(enum s)t + (double)(chosen(t, base) - 1);
            Q[t] = (long)(wv - 1);
        }
        for (int j = E0; j < 4; j++)
            Z[j] = (enum e)j - 2;
        for (enum e q = E0; q < 3; q++)
            R[q] = q - base;
    }
}
int main(void)
{
    int i;
    f(E2 + 1, E1);
    for (i = 0; i < 3; i++) printf("%a %a %a %ld %a\n", V[i], X[i], Y[i], Q[i], R[i]);
    for (i = 0; i < 4; i++) printf("%a\n", Z[i]);
    return 0;
}
