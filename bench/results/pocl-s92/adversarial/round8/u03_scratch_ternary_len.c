/* scratch row whose fill length depends on the outer iterator through ?: (the last j fills only 2), read back fully within j, tmp printed after */
#include <stdio.h>
#define N 10
static double a[N][N], b[N][N], tmp[N];

static void f(int n, int m)
{
  int i, j;
#pragma bbmm
  for (j = 0; j < n; j++) {
    for (i = 0; i < (j == n - 1 ? 2 : m); i++)
      tmp[i] = a[j][i] + 0.5;
    for (i = 0; i < (j == n - 1 ? 2 : m); i++)
      b[j][i] = 2.0 * tmp[i];
  }
}

int main(void)
{
  int i, j, c;
  static const int sz[5][2] = { {0, 4}, {1, 5}, {2, 3}, {6, 10}, {10, 1} };
  for (c = 0; c < 5; c++) {
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) { a[j][i] = 0.25 * ((i * 3 + j) % 5); b[j][i] = -1.0; }
    for (i = 0; i < N; i++) tmp[i] = 7.0 + i;
    f(sz[c][0], sz[c][1]);
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) printf("%a\n", b[j][i]);
    for (i = 0; i < N; i++) printf("tmp %a\n", tmp[i]);
  }
  return 0;
}
