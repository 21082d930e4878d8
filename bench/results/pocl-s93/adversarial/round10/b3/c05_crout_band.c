/* Doolittle LU in place with a temporary scalar w (ludcmp style) on a banded-but-stored-dense matrix, then solve; VLA parameter and sizes 1..n */
#include <stdio.h>
#include <stdlib.h>

static void lu(int n, double A[n][n])
{
    int i, j, k;
    double w;
#pragma bbmm
    for (i = 0; i < n; i++) {
        for (j = 0; j < i; j++) {
            w = A[i][j];
            for (k = 0; k < j; k++)
                w -= A[i][k] * A[k][j];
            A[i][j] = w / A[j][j];
        }
        for (j = i; j < n; j++) {
            w = A[i][j];
            for (k = 0; k < i; k++)
                w -= A[i][k] * A[k][j];
            A[i][j] = w;
        }
    }
}

int main(void)
{
    int ns[] = {1, 2, 3, 6, 17, 32};
    for (int s = 0; s < 6; s++) {
        int n = ns[s];
        double (*A)[n] = malloc(sizeof(double) * n * n);
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++)
            A[i][j] = i == j ? 10.0 + i % 4 : (abs(i - j) <= 2 ? -1.0 / (1 + i + j) : 0.0);
        lu(n, A);
        for (int i = 0; i < n; i++) printf("%a %a\n", A[i][i], A[i][n - 1 - i]);
        free(A);
    }
    return 0;
}
