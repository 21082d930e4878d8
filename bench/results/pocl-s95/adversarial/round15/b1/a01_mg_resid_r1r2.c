/* NPB MG resid: function-level scratch u1[M], u2[M] filled per (i3,i2) then read, over several grid sizes */
#include <stdio.h>
#define M 12
static double u[M][M][M], v[M][M][M], r[M][M][M];
static double a[4] = { -8.0/3.0, 0.0, 1.0/6.0, 1.0/12.0 };

static void resid(int n1, int n2, int n3)
{
  int i3, i2, i1;
  double u1[M], u2[M];
#pragma bbmm
  for (i3 = 1; i3 < n3 - 1; i3++)
    for (i2 = 1; i2 < n2 - 1; i2++) {
      for (i1 = 0; i1 < n1; i1++) {
        u1[i1] = u[i3][i2-1][i1] + u[i3][i2+1][i1] + u[i3-1][i2][i1] + u[i3+1][i2][i1];
        u2[i1] = u[i3-1][i2-1][i1] + u[i3-1][i2+1][i1] + u[i3+1][i2-1][i1] + u[i3+1][i2+1][i1];
      }
      for (i1 = 1; i1 < n1 - 1; i1++)
        r[i3][i2][i1] = v[i3][i2][i1] - a[0] * u[i3][i2][i1]
          - a[2] * (u2[i1] + u1[i1-1] + u1[i1+1])
          - a[3] * (u2[i1-1] + u2[i1+1]);
    }
}

int main(void)
{
  int sz[][3] = { {12, 12, 12}, {3, 3, 3}, {5, 7, 4}, {2, 9, 9}, {0, 4, 4}, {9, 1, 6}, {11, 5, 10} };
  int t, i, j, k;
  for (t = 0; t < 7; t++) {
    for (i = 0; i < M; i++) for (j = 0; j < M; j++) for (k = 0; k < M; k++) {
      u[i][j][k] = 0.125 * ((i * 3 + j * 5 + k * 7 + t) % 11) - 0.5;
      v[i][j][k] = 0.25 * ((i + 2 * j + k) % 7);
      r[i][j][k] = -1.0;
    }
    resid(sz[t][0], sz[t][1], sz[t][2]);
    double s = 0.0;
    for (i = 0; i < M; i++) for (j = 0; j < M; j++) for (k = 0; k < M; k++) s += r[i][j][k] * (1 + (i + j + k) % 3);
    printf("%d %a %a %a\n", t, s, r[1][1][1], r[M-2][M-2][M-2]);
  }
  return 0;
}
