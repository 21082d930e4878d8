/* "#pragma bbmm data" without a list keeps the arrays of the regions run inside it, but not (a) a
 * scalar the region accumulates and the host resets and reads between regions, (b) a region's
 * expansion of a per-iteration temporary read after it, (c) a called function's local array and (d)
 * local scalar, whose storage ends when it returns, (e) a block-scoped array declared inside the scope.
 * Before: (a) printed 0 each step, (b) garbage and heap corruption, (c), (d) smashed the stack at the
 * scope's end, on 1, 2 and 4 devices (round 7 of the hand-written programs) */
#include <stdio.h>
static double U[16], A[16], B[16];
static double step(void)
{
    double w[16];
    int i;
#pragma bbmm
    for (i = 0; i < 16; i++)
        w[i] = U[i] * 0.5;
#pragma bbmm
    for (i = 0; i < 16; i++)
        U[i] = U[i] + w[15 - i];
    return w[3];
}
static double sweep(void)
{
    int i;
    double r = 0.0;
#pragma scop
    for (i = 0; i < 16; i++)
        U[i] = U[i] * 0.5;
    for (i = 0; i < 16; i++)
        r = r + U[i];
#pragma endscop
    return r;
}
int main(void)
{
    int t, i;
    double res = 0.0, tmp = -1.0, acc = 0.0;
    for (i = 0; i < 16; i++) {
        U[i] = i;
        A[i] = i % 5;
    }
#pragma bbmm data
    for (t = 0; t < 3; t++) {
        double v[16];
        res = 0.0;
#pragma scop
        for (i = 0; i < 16; i++)
            U[i] = U[i] + 1.0;
        for (i = 0; i < 16; i++)
            res = res + U[i];
#pragma endscop
        printf("t=%d res=%a\n", t, res);
#pragma bbmm
        for (i = 0; i < 16; i++) {
            tmp = A[i] * 2.0 + t;
            B[i] = tmp;
        }
        printf("tmp=%a\n", tmp);
        acc = acc + step() + sweep();
        for (i = 0; i < 16; i++)
            v[i] = t + i;
#pragma bbmm
        for (i = 0; i < 16; i++)
            A[i] = A[i] + v[15 - i];
        printf("acc=%a\n", acc);
    }
    printf("after res=%a tmp=%a acc=%a\n", res, tmp, acc);
    for (i = 0; i < 16; i++)
        printf("%a %a %a\n", U[i], A[i], B[i]);
    return 0;
}
