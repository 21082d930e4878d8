/* 3-D flat index written innermost-first: IX3(i,j,k) ((i) + SX*((j) + SY*(k))) with array(u[SZ][SY][SX]) */
#include <stdio.h>
#define NX 5
#define NY 4
#define NZ 3
#define SX (NX + 2)
#define SY (NY + 2)
#define SZ (NZ + 2)
#define IX3(i, j, k) ((i) + SX * ((j) + SY * (k)))
static double ua[SX * SY * SZ], va[SX * SY * SZ];
static void lap(double *v, const double *u)
{
    int i, j, k;
#pragma bbmm array(v[SZ][SY][SX], u[SZ][SY][SX])
    for (k = 1; k <= NZ; k++)
        for (j = 1; j <= NY; j++)
            for (i = 1; i <= NX; i++)
                v[IX3(i, j, k)] = u[IX3(i - 1, j, k)] + u[IX3(i + 1, j, k)] + u[IX3(i, j - 1, k)] + u[IX3(i, j + 1, k)] + u[IX3(i, j, k - 1)] + u[IX3(i, j, k + 1)] - 6.0 * u[IX3(i, j, k)];
}
int main(void)
{
    int q;
    for (q = 0; q < SX * SY * SZ; q++) { ua[q] = (q * 7 % 13) * 0.5; va[q] = 0; }
    lap(va, ua);
    lap(ua, va);
    for (q = 0; q < SX * SY * SZ; q++) printf("%a %a\n", ua[q], va[q]);
    return 0;
}
