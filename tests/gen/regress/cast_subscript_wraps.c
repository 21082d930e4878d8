/* A[(unsigned char)i] for i < n = 300: the cast wraps at 256 (the second half of the loop writes A[0 .. 43] again), so the region, which assumes n <= 256 (bbmm_assumed), runs on the host as written, with the message; it was refused before */
#include <stdio.h>
#include <string.h>
#include <math.h>
#define N 300
double A[N], B[N];
int main(void) {
  int i, n = N; unsigned u;
  for (i = 0; i < n; i++) { B[i] = i * 0.5 - 20; A[i] = -1; }
#pragma bbmm
  for (i = 0; i < n; i++) A[(unsigned char)i] = B[i] + 1.0;
  for (i = 0; i < n; i++) printf("%a\n", (double)A[i]);
  return 0;
}
