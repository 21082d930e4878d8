/* stiffness-like assembly: upper triangle of a symmetric matrix, its mirror, a rectangular load block and a diagonal shift, as sibling nests, then a host Cholesky check value */
#include <stdio.h>
#define N 24
static double K[N][N], F[N][4], D[N];

static void assemble(int n, int nl, double h)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            for (j = i; j < n; j++)
                K[i][j] = (i == j ? 2.0 : (j == i + 1 ? -1.0 : 0.0)) / h + h * (i + 1) / (j + 2);
        for (i = 1; i < n; i++)
            for (j = 0; j < i; j++)
                K[i][j] = K[j][i];
        for (i = 0; i < n; i++)
            for (j = 0; j < nl; j++)
                F[i][j] = h * (i + 1) * (j + 1);
        for (i = 0; i < n; i++)
            D[i] = h * h * (i % 3);
    }
}

int main(void)
{
    int ns[] = {0, 1, 2, 5, 24};
    for (int s = 0; s < 5; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) { D[i] = 0; for (int j = 0; j < N; j++) K[i][j] = -9.0; for (int j = 0; j < 4; j++) F[i][j] = -9.0; }
        assemble(n, s % 5, 1.0 / (n + 1));
        double tr = 0, off = 0;
        for (int i = 0; i < n; i++) { tr += K[i][i] + D[i]; for (int j = 0; j < n; j++) off += K[i][j] * (i - j); }
        printf("n=%d tr=%a off=%a F=%a\n", n, tr, off, F[n > 0 ? n - 1 : 0][3]);
        for (int i = 0; i < n; i++) printf("%a ", K[i][(i * 5) % n]);
        printf("\n");
    }
    return 0;
}
