// Regions grown over the serial loops around them (pragma-tool/grow.c):
// NPB-style sweeps with the pragma on the parallel loop inside a serial
// one, scalars assigned in the serial loop's body, a sweep inside a
// parallel loop over m (the sweep is grown, the m loop stays), a
// downward sweep, a body without braces, a loop whose iterator and
// scalars the code after it reads; a time loop (not grown: its loop
// stays serial), a loop with a call in its body and one with a pragma
// of its own (neither a candidate).
// expect-explain: region sweeps_60 \(the loop at [^ ]*sweeps.c:60:3, grown from #pragma bbmm at [^ ]*sweeps.c:63:1 over 1 serial loop
// expect-explain: region sweeps_78 \(the loop at [^ ]*sweeps.c:78:7, grown from #pragma bbmm at [^ ]*sweeps.c:80:1 over 1 serial loop
// expect-explain: region sweeps_87 \(the loop at [^ ]*sweeps.c:87:3, grown from #pragma bbmm at [^ ]*sweeps.c:88:1 over 1 serial loop
// expect-explain: region sweeps_93 \(the loop at [^ ]*sweeps.c:93:3, grown from
// expect-explain: region sweeps_106 \(#pragma bbmm at [^ ]*sweeps.c:106:1\)
// expect-explain: region sweeps_110 \(#pragma bbmm at [^ ]*sweeps.c:110:1\)
// expect-explain: region sweeps_118 \(#pragma bbmm at [^ ]*sweeps.c:118:1\)
// expect-explain: region sweeps_127 \(#pragma bbmm at [^ ]*sweeps.c:127:1\)
// expect-explain: loop order: isl's scheduler: serial loops moved inside the work-items
#include <stdio.h>
#define N 13
static double lhs[15][N][N][N];
static double rhs[5][N][N][N];
static double u[N][N], v[N][N];
static int grid_points[3];

static double sum4(double a[][N][N][N], int m)
{
    double s = 0;
    for (int x = 0; x < m; x++)
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++)
                for (int k = 0; k < N; k++)
                    s += a[x][i][j][k] * (1 + ((x + i + j + k) & 3));
    return s;
}

static void note(int t)
{
    if (t < 0)
        printf("never\n");
}

int main(void)
{
    int i, j, k, m, n, i1, i2, t, last = -1;
    double fac1;
    grid_points[0] = N - 1;
    grid_points[1] = N;
    grid_points[2] = N - 2;
    for (m = 0; m < 15; m++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                for (k = 0; k < N; k++)
                    lhs[m][i][j][k] = 1.0 + (m * 7 + i * 3 + j + k * 5) % 11;
    for (m = 0; m < 5; m++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                for (k = 0; k < N; k++)
                    rhs[m][i][j][k] = 0.5 + (m + i * 5 + j * 3 + k) % 7;
    n = 0;
  for (i = 0; i <= grid_points[0] - 3; i++) {
      i1 = i + 1;
      i2 = i + 2;
#pragma bbmm
      for (j = 1; j <= grid_points[1] - 2; j++)
          for (k = 1; k <= grid_points[2] - 2; k++) {
              fac1 = 1. / lhs[n + 2][i][j][k];
              lhs[n + 3][i][j][k] = fac1 * lhs[n + 3][i][j][k];
              for (m = 0; m < 3; m++)
                  rhs[m][i][j][k] = fac1 * rhs[m][i][j][k];
              lhs[n + 2][i1][j][k] = lhs[n + 2][i1][j][k] - lhs[n + 1][i1][j][k] * lhs[n + 3][i][j][k];
              for (m = 0; m < 3; m++)
                  rhs[m][i2][j][k] = rhs[m][i2][j][k] - lhs[n][i2][j][k] * rhs[m][i][j][k];
          }
  }
    /* two levels: the u+c and u-c factors */
  for (m = 3; m < 5; m++) {
      n = (m - 3 + 1) * 5;
      for (i = 0; i <= grid_points[0] - 3; i++) {
          i1 = i + 1;
#pragma bbmm
          for (j = 1; j <= grid_points[1] - 2; j++)
              for (k = 1; k <= grid_points[2] - 2; k++)
                  rhs[m][i1][j][k] = rhs[m][i1][j][k] - lhs[n + 1][i1][j][k] * rhs[m][i][j][k];
      }
  }
    /* downward, no braces */
  for (i = grid_points[0] - 3; i >= 0; i--)
#pragma bbmm
      for (j = 1; j <= grid_points[1] - 2; j++)
          for (k = 1; k <= grid_points[2] - 2; k++)
              rhs[0][i][j][k] = rhs[0][i][j][k] - lhs[3][i][j][k] * rhs[0][i + 1][j][k];
    /* the iterator and a scalar read after the loop */
  for (j = 1; j < N - 1; j++) {
      last = j * 2;
#pragma bbmm
      for (i = 0; i < N; i++)
          for (k = 0; k < N; k++)
              lhs[4][i][j][k] = lhs[4][i][j - 1][k] * 0.5 + lhs[5][i][j][k];
  }
    printf("after: j %d last %d i %d\n", j, last, i);
    /* a time loop: each step reads all of the step before */
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            u[i][j] = (i * 3 + j) % 5;
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                u[i][j] = v[i][j];
    }
    /* a call in the body */
    for (t = 0; t < 3; t++) {
        note(t);
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            for (j = 0; j < N; j++)
                v[i][j] = u[i][j] + t;
    }
    /* a pragma of the loop's own: not a candidate (it would be left to
     * apply to the generated code) */
#pragma GCC ivdep
    for (i = 1; i < N; i++) {
#pragma bbmm
        for (j = 0; j < N; j++)
            v[i][j] = v[i - 1][j] * 0.5 + u[i][j];
    }
    printf("lhs %a\nrhs %a\nu %a v %a\n", sum4(lhs, 15), sum4(rhs, 5), u[5][6] + u[3][3], v[7][2] + v[9][9]);
    return 0;
}
