// expect: 9:16: error: 'i' is read in the region outside its loop over 'i' (7:9): the value a loop leaves in its iterator is not passed to the region's statements; read it after the region, or keep it in another variable
void f(int n, double A[n])
{
    int i;
#pragma bbmm
    {
        for (i = 0; i < n; i += 2)
            A[i] = 1.0;
        A[0] = i;
    }
}
