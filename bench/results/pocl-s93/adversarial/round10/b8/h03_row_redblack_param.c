/* zebra (line) relaxation: odd rows then even rows, each selected by a start parameter c and step 2, rows updated by a 1-D in-row Gauss-Seidel sweep */
#include <stdio.h>
#define N 40
static double u[N][N], f[N][N];

static void zebra(int n, int c)
{
    int i, j;
#pragma bbmm
    for (i = 1 + c; i < n - 1; i += 2)
        for (j = 1; j < n - 1; j++)
            u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - f[i][j]);
}

int main(void)
{
    int ns[] = {2, 3, 4, 7, 40};
    for (int s = 0; s < 5; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { u[i][j] = (j == 0) ? 1.0 : 0.0; f[i][j] = 0.01 * ((i + j) % 3); }
        for (int t = 0; t < 4; t++) { zebra(n, 0); zebra(n, 1); }
        for (int i = 0; i < n; i++) printf("%a %a\n", u[i][1 < n ? 1 : 0], u[i][n / 2]);
        printf("--\n");
    }
    return 0;
}
