/* one function-level scratch row reused by two inner phases of different lengths (n1 then n1+1) in the same iteration; the second phase reads an element only the first phase of the previous... no, of the same iteration wrote */
#include <stdio.h>
#define M 12
static double a[M][M], b[M][M];

static void op(int n1, int n2)
{
  int j, i;
  double w[M + 1];
#pragma bbmm
  for (j = 0; j < n2; j++) {
    for (i = 0; i <= n1; i++)
      w[i] = a[j][i] * 2.0;
    for (i = 0; i < n1; i++)
      b[j][i] = w[i + 1] - w[i];
    for (i = 0; i < n1; i++)
      w[i] = b[j][i] * b[j][i];
    for (i = 1; i < n1; i++)
      b[j][i] = b[j][i] + w[i - 1] + w[n1];
  }
}

int main(void)
{
  int sz[][2] = { {11, 12}, {0, 3}, {1, 1}, {2, 5}, {7, 2} };
  int t, i, j;
  for (t = 0; t < 5; t++) {
    for (j = 0; j < M; j++) for (i = 0; i < M; i++) { a[j][i] = 0.125 * ((j * 3 + i * 7 + t) % 9); b[j][i] = -2.0; }
    op(sz[t][0], sz[t][1]);
    double s = 0.0;
    for (j = 0; j < M; j++) for (i = 0; i < M; i++) s += b[j][i] * (1 + (i * j) % 5);
    printf("%d %a\n", t, s);
  }
  return 0;
}
