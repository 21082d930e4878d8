/* A region that bbmm-pp leaves as sequential code (a 5-D array: kernels
 * take 4 dimensions) inside an automatic data scope, between regions on
 * the devices: the scope's arrays come to the host before it runs and the
 * devices drop their copies after it (the host's values win). */
#include <stdio.h>
#define N 9
static double A[N][N], B[N][N];
static double V[2][2][2][2][N];
int main(void)
{
  int i, j, t, a, b, c, d, n = N;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) A[i][j] = (i * 5 + j) % 7 * 0.5;
  for (t = 0; t < 3; t++) {
#pragma bbmm
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        B[i][j] = A[i][j] * 0.5 + 1.0;
#pragma bbmm
    for (a = 0; a < 2; a++)
      for (b = 0; b < 2; b++)
        for (c = 0; c < 2; c++)
          for (d = 0; d < 2; d++)
            for (i = 0; i < n; i++)
              V[a][b][c][d][i] = B[i][a + b + c + d] + A[i][i] * (a + 1);
#pragma bbmm
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        A[i][j] = B[i][j] + V[1][0][0][1][j];
  }
  double s = 0;
  for (i = 0; i < n; i++) for (j = 0; j < n; j++) s += (A[i][j] + B[i][j]) * (i + j + 1);
  for (a = 0; a < 2; a++) for (i = 0; i < n; i++) s += V[a][1][a][0][i] * (i + 2);
  printf("%a\n", s);
  return 0;
}
