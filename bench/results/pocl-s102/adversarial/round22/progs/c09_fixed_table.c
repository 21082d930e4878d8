/* double *t[4]: a fixed table of four rows of different arrays */
#include <stdio.h>
#define M 500
static double r0[M], r1[M], r2[M], r3[M], out[M];
int main(void)
{
    double *t[4] = { r0, r1, r2, r3 };
    int i, k, s;
    for (i = 0; i < M; i++) { r0[i] = i % 3; r1[i] = i % 5; r2[i] = i % 7; r3[i] = i % 11; }
    for (s = 0; s < 4; s++) {
#pragma bbmm
        for (i = 0; i < M; i++) {
            out[i] = 0.0;
            for (k = 0; k < 4; k++)
                out[i] += t[k][i] * (double)(k + 1);
        }
#pragma bbmm
        for (k = 0; k < 4; k++)
            for (i = 0; i < M; i++)
                t[k][i] = t[k][i] * 0.5 + out[i] * 0.125;
        double *x = t[0]; t[0] = t[3]; t[3] = x;
    }
    for (i = 0; i < M; i += 23) printf("%a %a %a\n", out[i], r0[i], r3[i]);
    return 0;
}
