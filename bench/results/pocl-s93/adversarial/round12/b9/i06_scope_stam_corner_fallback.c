/* auto and explicit scopes around a Stam set_bnd region (host fallback at N = 0) and a device region on the same array */
#include <stdio.h>
#include <stdlib.h>
#define IX(i, j) ((i) + (N + 2) * (j))
static void bnd(int N, double *x)
{
    int i;
#pragma bbmm array(x[N + 2][N + 2])
    {
        for (i = 1; i <= N; i++) {
            x[IX(0, i)] = x[IX(1, i)];
            x[IX(N + 1, i)] = x[IX(N, i)];
            x[IX(i, 0)] = -x[IX(i, 1)];
            x[IX(i, N + 1)] = -x[IX(i, N)];
        }
        x[IX(0, 0)] = 0.5 * (x[IX(1, 0)] + x[IX(0, 1)]);
        x[IX(N + 1, N + 1)] = 0.5 * (x[IX(N, N + 1)] + x[IX(N + 1, N)]);
    }
}
static void scale(int N, double *x)
{
    int i, j;
#pragma bbmm array(x[N + 2][N + 2])
    for (j = 0; j < N + 2; j++)
        for (i = 0; i < N + 2; i++)
            x[IX(i, j)] = x[IX(i, j)] * 0.5 + j;
}
int main(void)
{
    int s, i, t;
    int Ns[] = {0, 1, 3};
    for (s = 0; s < 3; s++) {
        int N = Ns[s], sz = (N + 2) * (N + 2);
        double *x = malloc(sizeof(double) * sz);
        for (i = 0; i < sz; i++) x[i] = i * 0.25;
#pragma bbmm data
        for (t = 0; t < 3; t++) {
            scale(N, x);
            bnd(N, x);
        }
        for (i = 0; i < sz; i++) printf("%a\n", x[i]);
        for (t = 0; t < 3; t++) {
            bnd(N, x);
            scale(N, x);
        }
        for (i = 0; i < sz; i++) printf("%a\n", x[i]);
        free(x);
    }
    return 0;
}
