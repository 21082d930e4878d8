/* Stam's set_bnd with IX(i,j) flat subscripts, array() shape, corner statements outside loops, N from 0 */
#include <stdio.h>
#include <stdlib.h>
#define IX(i, j) ((i) + (N + 2) * (j))
static void set_bnd(int N, int b, double *x)
{
    int i;
#pragma bbmm array(x[N + 2][N + 2])
    {
        for (i = 1; i <= N; i++) {
            x[IX(0, i)] = b == 1 ? -x[IX(1, i)] : x[IX(1, i)];
            x[IX(N + 1, i)] = b == 1 ? -x[IX(N, i)] : x[IX(N, i)];
            x[IX(i, 0)] = b == 2 ? -x[IX(i, 1)] : x[IX(i, 1)];
            x[IX(i, N + 1)] = b == 2 ? -x[IX(i, N)] : x[IX(i, N)];
        }
        x[IX(0, 0)] = 0.5 * (x[IX(1, 0)] + x[IX(0, 1)]);
        x[IX(0, N + 1)] = 0.5 * (x[IX(1, N + 1)] + x[IX(0, N)]);
        x[IX(N + 1, 0)] = 0.5 * (x[IX(N, 0)] + x[IX(N + 1, 1)]);
        x[IX(N + 1, N + 1)] = 0.5 * (x[IX(N, N + 1)] + x[IX(N + 1, N)]);
    }
}
int main(void)
{
    int s, i, b;
    int Ns[] = {0, 1, 2, 3, 6};
    for (s = 0; s < 5; s++) {
        int N = Ns[s];
        int sz = (N + 2) * (N + 2);
        for (b = 0; b < 3; b++) {
            double *x = malloc(sizeof(double) * sz);
            for (i = 0; i < sz; i++) x[i] = (i * 7 % 13) * 0.5 - 2.0;
            set_bnd(N, b, x);
            for (i = 0; i < sz; i++) printf("%a\n", x[i]);
            free(x);
        }
    }
    return 0;
}
