/* Stam lin_solve: Gauss-Seidel on IX(i,j) with set_bnd corners in the same region, iterations inside, N from 0 */
#include <stdio.h>
#include <stdlib.h>
#define IX(i, j) ((i) + (N + 2) * (j))
static void lin_solve(int N, int b, double *x, const double *x0, double a, double c)
{
    int i, j, k;
#pragma bbmm array(x[N + 2][N + 2], x0[N + 2][N + 2])
    for (k = 0; k < 4; k++) {
        for (i = 1; i <= N; i++)
            for (j = 1; j <= N; j++)
                x[IX(i, j)] = (x0[IX(i, j)] + a * (x[IX(i - 1, j)] + x[IX(i + 1, j)] + x[IX(i, j - 1)] + x[IX(i, j + 1)])) / c;
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
    int s, i;
    int Ns[] = {0, 1, 2, 5, 12};
    for (s = 0; s < 5; s++) {
        int N = Ns[s], sz = (N + 2) * (N + 2);
        double *x = malloc(sizeof(double) * sz), *x0 = malloc(sizeof(double) * sz);
        for (i = 0; i < sz; i++) { x[i] = 0; x0[i] = (i * 5 % 7) * 0.5; }
        lin_solve(N, s % 3, x, x0, 0.25, 2.0);
        for (i = 0; i < sz; i++) printf("%a\n", x[i]);
        free(x); free(x0);
    }
    return 0;
}
