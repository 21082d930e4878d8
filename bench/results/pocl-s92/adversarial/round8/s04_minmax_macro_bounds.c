/* banded update with MIN/MAX macros in loop bounds (i from MAX(1,k-2) to MIN(n-2,k+2)) and SQR macro in values, #pragma scop */
#include <stdio.h>
#define N 14
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define SQR(x) ((x) * (x))
static double a[N][N], b[N][N];

static void band(int n, int w)
{
  int i, k;
#pragma scop
  for (k = 0; k < n; k++)
    for (i = MAX(1, k - w); i <= MIN(n - 2, k + w); i++)
      b[k][i] = SQR(a[k][i] - a[k][i - 1]) + SQR(a[k][i + 1] - a[k][i]) + (double)MAX(k, i);
#pragma endscop
}

int main(void)
{
  int i, j, c;
  static const int sz[5][2] = { {0, 1}, {1, 0}, {3, 2}, {9, 1}, {14, 4} };
  for (c = 0; c < 5; c++) {
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) { a[j][i] = 0.125 * ((i * 7 + j) % 6); b[j][i] = -1.0; }
    band(sz[c][0], sz[c][1]);
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) printf("%a\n", b[j][i]);
  }
  return 0;
}
