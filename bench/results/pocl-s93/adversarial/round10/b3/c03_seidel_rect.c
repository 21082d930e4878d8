/* in-place 9-point Gauss-Seidel (seidel-2d) on a rectangular n x m grid inside the region's own time loop, float, sizes with n != m */
#include <stdio.h>
#define NM 30
static float A[NM][NM];

static void seidel(int tsteps, int n, int m)
{
    int t, i, j;
#pragma bbmm
    for (t = 0; t < tsteps; t++)
        for (i = 1; i <= n - 2; i++)
            for (j = 1; j <= m - 2; j++)
                A[i][j] = (A[i-1][j-1] + A[i-1][j] + A[i-1][j+1] + A[i][j-1] + A[i][j] + A[i][j+1] + A[i+1][j-1] + A[i+1][j] + A[i+1][j+1]) / 9.0f;
}

int main(void)
{
    int sz[][3] = {{1, 3, 3}, {2, 3, 7}, {3, 8, 3}, {0, 5, 5}, {4, 13, 29}, {3, 30, 30}};
    for (int s = 0; s < 6; s++) {
        for (int i = 0; i < NM; i++) for (int j = 0; j < NM; j++) A[i][j] = ((float)i * (j + 2) + 2) / NM;
        seidel(sz[s][0], sz[s][1], sz[s][2]);
        for (int i = 0; i < sz[s][1]; i++) printf("%a %a\n", A[i][i % sz[s][2]], A[i][sz[s][2] / 2]);
        printf("--\n");
    }
    return 0;
}
