/* Automatic data scopes and control flow: ping-pong calls (arguments
 * swapped), a switch with break inside the span, a do-while, a loop with
 * a continue (kept: the continue stays inside), and a while whose
 * condition reads a kept array (not kept; its body's two calls are). */
#include <stdio.h>
#define N 29
static void sweep(int n, double X[n], double Y[n], double w)
{
  int i;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    Y[i] = w * (X[i - 1] + X[i + 1]) + (1.0 - 2.0 * w) * X[i];
}
int main(void)
{
  static double A[N], B[N];
  int i, t, n = N, k = 0;
  double s = 0;
  for (i = 0; i < n; i++) { A[i] = (i * 7) % 5; B[i] = 0; }
  for (t = 0; t < 4; t++) {
    sweep(n, A, B, 0.25);
    sweep(n, B, A, 0.125);
  }
  for (t = 0; t < 4; t++) {
    switch (t % 3) {
    case 0: sweep(n, A, B, 0.5); break;
    case 1: sweep(n, B, A, 0.5); break;
    default: k++; break;
    }
  }
  do {
    sweep(n, A, B, 0.3);
    sweep(n, B, A, 0.2);
    k++;
  } while (k < 6);
  for (t = 0; t < 5; t++) {
    sweep(n, A, B, 0.1);
    if (t == 2)
      continue;
    sweep(n, B, A, 0.1);
  }
  while (A[n / 2] < 100.0 && k < 20) {
    sweep(n, A, B, 0.5);
    sweep(n, B, A, 0.5);
    A[n / 2] += 7.0;
    k++;
  }
  for (i = 0; i < n; i++) s += (A[i] + 2 * B[i]) * (i + 1);
  printf("%a %d\n", s, k);
  return 0;
}
