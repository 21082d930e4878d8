/* helper inlined into a region, called with the same array for input and
   output rows: smooth_row(u[i], u[i]) vs into tmp */
#include <stdio.h>
#define N 30
static double u[N][N], w[N][N];
static void avg3(double in[N], double out[N], int j)
{
    out[j] = (in[j - 1] + in[j] + in[j + 1]) / 3.0;
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (double)((i * j) % 9); w[i][j] = 0; }
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 1; j < N - 1; j++)
                avg3(u[i], w[i], j);
#pragma bbmm
        for (i = 1; i < N; i++)
            for (j = 1; j < N - 1; j++)
                avg3(w[i - 1], u[i], j);
    }
    for (i = 0; i < N; i += 3) printf("%a %a\n", u[i][(i * 7) % N], w[i][i]);
    return 0;
}
