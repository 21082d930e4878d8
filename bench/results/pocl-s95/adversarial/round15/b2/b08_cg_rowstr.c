/* CG sparse matvec q = A p with inner bounds rowstr[j]..rowstr[j+1] (data-dependent bounds, as NPB CG writes it) */
#include <stdio.h>
#define NA 16
#define NZ (NA * 4)
static int rowstr[NA + 1], colidx[NZ];
static double a[NZ], p[NA], q[NA];

static void matvec(int n)
{
  int j, k;
  double sum;
#pragma bbmm
  for (j = 0; j < n; j++) {
    sum = 0.0;
    for (k = rowstr[j]; k < rowstr[j + 1]; k++)
      sum = sum + a[k] * p[colidx[k]];
    q[j] = sum;
  }
}

int main(void)
{
  int j, k, nnz = 0, t;
  for (j = 0; j < NA; j++) {
    rowstr[j] = nnz;
    for (k = 0; k < 1 + j % 4; k++) { colidx[nnz] = (j * 5 + k * 3) % NA; a[nnz] = 0.5 + 0.125 * k; nnz++; }
  }
  rowstr[NA] = nnz;
  for (j = 0; j < NA; j++) p[j] = 1.0 / (1 + j);
  int ns[] = { 16, 0, 1, 5 };
  for (t = 0; t < 4; t++) {
    for (j = 0; j < NA; j++) q[j] = 0.0;
    matvec(ns[t]);
    for (j = 0; j < NA; j++) printf("%a ", q[j]);
    printf("\n");
  }
  return 0;
}
