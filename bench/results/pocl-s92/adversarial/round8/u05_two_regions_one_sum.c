/* one global accumulator sum updated by two regions in a row (interior then boundary ring) inside a step loop, host reads it after each step */
#include <stdio.h>
#define N 12
static double a[N][N];
static double sum;

static void norms(int n)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      sum = sum + a[i][j] * a[i][j];
#pragma bbmm
  for (i = 0; i < n; i++)
    sum = sum + 0.5 * (a[i][0] + a[i][n - 1]);
}

static void smooth(int n)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      a[i][j] = 0.5 * a[i][j] + 0.125 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
}

int main(void)
{
  int i, j, c, t;
  static const int sz[4] = { 1, 2, 5, 12 };
  for (c = 0; c < 4; c++) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) a[i][j] = 0.0625 * ((i * 7 + j * 3) % 13);
    for (t = 0; t < 3; t++) {
      sum = 0.0;
      smooth(sz[c]);
      norms(sz[c]);
      printf("t %d sum %a\n", t, sum);
    }
  }
  return 0;
}
