/* (cast removed after refusal) 5x5 helpers declared with const and restrict array parameters (static inline), called on rows of 4-D arrays along a line */
#include <stdio.h>
#define N 8
static double A[N][N][5][5], x[N][N][5], y[N][N][5];

static inline void matvec_add(const double a[restrict 5][5], const double v[restrict 5], double out[restrict 5])
{
  int m;
  for (m = 0; m < 5; m++)
    out[m] = out[m] + a[m][0] * v[0] + a[m][1] * v[1] + a[m][2] * v[2] + a[m][3] * v[3] + a[m][4] * v[4];
}

static inline void scale5(double *restrict v, const double s)
{
  int m;
  for (m = 0; m < 5; m++) v[m] *= s;
}

static void sweep(int n, int nl)
{
  int i, j;
#pragma bbmm
  for (j = 0; j < nl; j++)
    for (i = 1; i < n; i++) {
      matvec_add(A[j][i], x[j][i - 1], y[j][i]);
      scale5(y[j][i], 0.5);
      matvec_add(A[j][i - 1], y[j][i], x[j][i]);
    }
}

int main(void)
{
  int i, j, m, k, c;
  static const int sz[4][2] = { {0, 3}, {1, 1}, {2, 8}, {8, 5} };
  for (c = 0; c < 4; c++) {
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) for (m = 0; m < 5; m++) {
      x[j][i][m] = 0.25 * ((i + j + m) % 3); y[j][i][m] = 0.125 * m;
      for (k = 0; k < 5; k++) A[j][i][m][k] = 0.0625 * ((i * 3 + j * 5 + m * 7 + k) % 5) - 0.1;
    }
    sweep(sz[c][0], sz[c][1]);
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) for (m = 0; m < 5; m++) printf("%a %a\n", x[j][i][m], y[j][i][m]);
  }
  return 0;
}
