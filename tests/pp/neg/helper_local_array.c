// expect: 5:12: error: array 'flux' declared in function 'face_flux', which the region calls: only scalars may be declared in the functions a region calls; declare the array before the region and pass it
static double Q[16][5], R[16][5];
static void face_flux(double *q, double *r)
{
    double flux[5];
    int m;
    for (m = 0; m < 5; m++)
        flux[m] = q[m] * 0.5;
    for (m = 0; m < 5; m++)
        r[m] = flux[m] + flux[4 - m];
}
void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        face_flux(Q[i], R[i]);
}
