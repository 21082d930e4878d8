/* scratch whose first element is read at the start of each iteration before being rewritten (carries the previous iteration's last value: a recurrence hidden in scratch) */
#include <stdio.h>
#define M 10
static double a[M][M], b[M][M];

static void op(int n1, int n2)
{
  int j, i;
  double w[M];
  w[0] = 1.0;
#pragma bbmm
  for (j = 0; j < n2; j++) {
    b[j][0] = w[0];
    for (i = 0; i < n1; i++)
      w[i] = a[j][i] + 0.5 * b[j][0];
    for (i = 1; i < n1; i++)
      b[j][i] = w[i] - w[i - 1];
  }
}

int main(void)
{
  int sz[][2] = { {10, 10}, {1, 5}, {0, 3}, {4, 1}, {6, 7} };
  int t, i, j;
  for (t = 0; t < 5; t++) {
    for (j = 0; j < M; j++) for (i = 0; i < M; i++) { a[j][i] = 0.125 * ((j * 7 + i * 3 + t) % 11); b[j][i] = -3.0; }
    op(sz[t][0], sz[t][1]);
    double s = 0.0;
    for (j = 0; j < M; j++) for (i = 0; i < M; i++) s += b[j][i] * (1 + (i + j) % 6);
    printf("%d %a %a\n", t, s, b[M-1][0]);
  }
  return 0;
}
