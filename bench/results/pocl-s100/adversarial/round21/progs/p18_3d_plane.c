#include <stdio.h>
#define P 20
#define Q 24
#define R 16
double u[P][Q][R];
int main(void)
{
    int k, p, q, r;
    for (p = 0; p < P; p++)
        for (q = 0; q < Q; q++)
            for (r = 0; r < R; r++)
                u[p][q][r] = (double)((p * 7 + q * 3 + r) % 13) / 13.0 + (p == q % P ? 2.0 : 0.0);
#pragma bbmm name(plane3)
    for (k = 0; k < P; k++)
        for (p = k + 1; p < P; p++)
            for (q = 0; q < Q; q++)
                for (r = 0; r < R; r++)
                    u[p][q][r] = u[p][q][r] - 0.125 * u[k][q][r] * u[p][q][(r + k) % R];
    double s = 0;
    for (p = 0; p < P; p++)
        for (q = 0; q < Q; q++)
            for (r = 0; r < R; r++)
                s += u[p][q][r] * (double)(1 + (p + q + r) % 4);
    printf("%a\n", s);
    return 0;
}
